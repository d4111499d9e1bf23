import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionOption } from '../../../core/voting/notes';

/** One option's points: a slider and a number input, both named after the option. */
export function OptionPoints({
  option,
  value,
  disabled,
  onChange,
}: {
  option: QuestionOption;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const label = t('voting.overview.pointsFor', { option: option.text });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {option.text}{' '}
        <Text span size="xs" c="dimmed">
          ({option.code})
        </Text>
      </Text>
      <Group align="center" wrap="nowrap" gap="md">
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={onChange}
          disabled={disabled}
          thumbLabel={label}
          label={null}
        />
        <NumberInput
          w={88}
          aria-label={label}
          min={0}
          max={100}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={value}
          onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || 0)}
          disabled={disabled}
        />
      </Group>
    </Stack>
  );
}
