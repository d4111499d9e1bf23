import '@mantine/core/styles/Slider.layer.css';
import { Group, Slider, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { MAX_VOTE_POINTS } from '../../../core/voting/constants';
import type { QuestionOption } from '../../../core/voting/notes';
import { numberFieldValue } from '../../../core/validation/whole-number';
import { NumberField } from '../../../ui/NumberField';
import { showHidden } from '../../../core/format/outside-text';
import { HiddenCharsFlag, OutsideInline } from '../../../ui/OutsideText';

/**
 * One option's points: a slider and a number input, both named after the option. The number
 * keeps what was typed; outside 0..100 (or not whole) it is marked and the range message shows
 * under the row (the field is too narrow for it), while the slider shows the nearest point.
 */
export function OptionPoints({
  option,
  value,
  invalid,
  disabled,
  onChange,
}: {
  option: QuestionOption;
  value: number | string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: number | string) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  // The option's words are the asker's: markers written into the label, drawn in the text.
  const label = t('voting.overview.pointsFor', { option: showHidden(option.text) });
  const typed = numberFieldValue(value);
  const slider = Number.isNaN(typed)
    ? 0
    : Math.min(MAX_VOTE_POINTS, Math.max(0, Math.round(typed)));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        <OutsideInline text={option.text} />{' '}
        <Text span size="xs" c="dimmed">
          (<OutsideInline text={option.code} />)
        </Text>
      </Text>
      <HiddenCharsFlag texts={[option.text, option.code]} />
      <Group align="center" wrap="nowrap" gap="md">
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={MAX_VOTE_POINTS}
          step={1}
          value={slider}
          onChange={onChange}
          disabled={disabled}
          thumbLabel={label}
          label={null}
        />
        <NumberField
          w={88}
          aria-label={label}
          aria-errormessage={invalid ? errorId : undefined}
          min={0}
          max={MAX_VOTE_POINTS}
          step={1}
          value={value}
          onChange={onChange}
          disabled={disabled}
          error={invalid}
        />
      </Group>
      {invalid && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId}>
          {t('voting.overview.pointsRange', { max: MAX_VOTE_POINTS })}
        </Text>
      )}
    </Stack>
  );
}
