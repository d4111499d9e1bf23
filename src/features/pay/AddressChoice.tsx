import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

export const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

type Mode = 'own' | 'other';

/** "Other address" (typed; `children` below it) or "own account" (chosen from the wallet's). */
export function AddressChoice(props: {
  kindLabel: string;
  otherLabel: string;
  mode: Mode;
  onMode: (mode: Mode) => void;
  ownLabel: string;
  ownOptions: { value: string; label: string }[];
  own: string;
  onOwn: (addr: string) => void;
  addressLabel: string;
  address: string;
  onAddress: (addr: string) => void;
  children?: ReactNode;
  /** Replaces the plain address box (the pay-to field's suggestions and name resolution). */
  otherInput?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={props.kindLabel}
        value={props.mode}
        onChange={(mode) => props.onMode(mode as Mode)}
        data={[
          { value: 'other', label: props.otherLabel },
          { value: 'own', label: t('pay.ownAccount') },
        ]}
      />
      {props.mode === 'own' ? (
        <Select
          aria-label={props.ownLabel}
          placeholder={t('pay.chooseAccount')}
          data={props.ownOptions}
          value={props.own || null}
          onChange={(value) => props.onOwn(value ?? '')}
          searchable
        />
      ) : (
        <>
          {props.otherInput ?? (
            <TextInput
              aria-label={props.addressLabel}
              placeholder={t('pay.addressPlaceholder')}
              value={props.address}
              onChange={(e) => props.onAddress(e.currentTarget.value)}
              styles={MONO}
              autoComplete="off"
              spellCheck={false}
            />
          )}
          {props.children}
        </>
      )}
    </Stack>
  );
}
