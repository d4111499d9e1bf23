import { Input, Text } from '@mantine/core';

/** An address under its label, breaking anywhere so it fits a phone; `id` names both for tests. */
export function LabelledAddress({
  id,
  label,
  address,
}: {
  id: string;
  label: string;
  address: string;
}) {
  return (
    <div>
      <Input.Label labelElement="div" id={`${id}-label`}>
        {label}
      </Input.Label>
      <Text
        ff="monospace"
        style={{ wordBreak: 'break-all' }}
        aria-labelledby={`${id}-label`}
        data-testid={id}
      >
        {address}
      </Text>
    </div>
  );
}
