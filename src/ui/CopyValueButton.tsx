import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A small button copying `value`; says "Copied" for a moment after a click. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="default" onClick={copy} w="fit-content">
          {copied ? t('common.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
