import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl } from '@mantine/core';

/**
 * A choice between a few options as one segmented control, full width with labels that wrap,
 * so the longest language still shows every option on a 375 px phone (issue 25).
 */
export function Choice<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
}) {
  return (
    <SegmentedControl
      aria-label={label}
      fullWidth
      value={value}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
    />
  );
}
