import '@mantine/core/styles/Tooltip.layer.css';
import { Text, Tooltip, type TextProps } from '@mantine/core';

/**
 * An amount with its significant decimals ("1.5 Algo"); the exact value with every decimal
 * ("1.500000 Algo") on hover, focus and tap, and as its title. Without a difference it is plain.
 */
export function AmountValue({
  text,
  exact,
  ...props
}: { text: string; exact: string } & TextProps & { className?: string }) {
  if (exact === text)
    return (
      <Text component="span" {...props}>
        {text}
      </Text>
    );
  return (
    <Tooltip label={exact} events={{ hover: true, focus: true, touch: true }}>
      <Text component="span" title={exact} tabIndex={0} {...props}>
        {text}
      </Text>
    </Tooltip>
  );
}
