import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/**
 * A small button copying `value`; says "Copied" for a moment after a click. It never shrinks, so
 * next to a long address or id in a row it is the value that wraps, not the button that is cut.
 */
export function CopyValueButton({
  value,
  label,
  ariaLabel,
}: {
  value: string;
  label: string;
  /** When the visible label is the same for many rows (a table), say which value it copies. */
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="default"
          onClick={copy}
          w="fit-content"
          maw="100%"
          style={{ flexShrink: 0 }}
          aria-label={ariaLabel}
        >
          {copied ? t('common.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
