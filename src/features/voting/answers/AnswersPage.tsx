import { Text } from '@mantine/core';

// Being built (issue 16).
export function AnswersPage() {
  return <Text>…</Text>;
}
