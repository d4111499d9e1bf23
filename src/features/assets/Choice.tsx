// The highlight is a FloatingIndicator: without its sheet it sits at the padding's corner, 4 px
// off on a phone's stacked options.
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A choice between a few options as one segmented control. On a phone the options stack, one
 * full-width row each, so the longest language (hu "Helyettesíthető eszköz (ASA)") never pushes
 * the other option out of sight (issue 25); wider, they sit side by side and wrap between words.
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
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <SegmentedControl
      aria-label={label}
      fullWidth
      orientation={phone ? 'vertical' : 'horizontal'}
      value={value}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      styles={{
        // A wrapped label makes its segment taller: the others centre their text beside it.
        control: { display: 'flex' },
        label: {
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          whiteSpace: 'normal',
          overflowWrap: 'break-word',
        },
      }}
    />
  );
}
