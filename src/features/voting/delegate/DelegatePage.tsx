import { Text } from '@mantine/core';

// Being built (issue 16).
export function DelegatePage() {
  return <Text>…</Text>;
}
