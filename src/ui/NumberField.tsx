import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';

export type NumberFieldProps = Omit<
  NumberInputProps,
  'clampBehavior' | 'trimLeadingZeroesOnBlur' | 'allowDecimal' | 'allowNegative' | 'decimalScale'
>;

/**
 * Mantine's NumberInput that never changes what the person typed (issue 23: no silent
 * clamping). By default NumberInput brings a value into min..max on blur ("strict" even refuses
 * the keystroke, so 19 became 1), trims leading zeros, and drops a decimal mark, a minus sign or
 * extra decimals it was told not to allow. Here the text stays as typed: the form reads it with
 * core/validation/whole-number (or its own rule), shows the range message as the field's error
 * and blocks its action. min and max still bound the arrow keys and the step buttons.
 */
export function NumberField(props: NumberFieldProps) {
  return <NumberInput {...props} clampBehavior="none" trimLeadingZeroesOnBlur={false} />;
}
