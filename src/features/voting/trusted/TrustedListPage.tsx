import { Text } from '@mantine/core';

// Being built (issue 16).
export function TrustedListPage() {
  return <Text>…</Text>;
}
