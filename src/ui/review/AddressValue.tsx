import { Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { CopyValueButton } from '../CopyValueButton';
import { shortAddress } from './review-rows';

/**
 * An address as a person reads it on a phone: the own account by its name, the address
 * shortened to both ends with a copy button, and "Show full" for every character. The full
 * text stays in the page (hidden) so find-in-page and copy still see it.
 */
export function AddressValue({
  address,
  accounts,
}: {
  address: string;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const [full, setFull] = useState(false);
  const own = accounts.find((a) => a.addr === address);
  return (
    <Stack gap={4} align="flex-start">
      {own && (
        <Text size="sm" fw={700}>
          {own.name} · {t('review.own')}
        </Text>
      )}
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
        <span hidden={full}>{shortAddress(address)}</span>
        <span hidden={!full}>{address}</span>
      </Text>
      <Group gap="xs">
        <CopyValueButton
          value={address}
          label={t('common.copy')}
          ariaLabel={t('review.copyAddress', { address })}
        />
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={full}
          onClick={() => setFull((shown) => !shown)}
        >
          {full ? t('review.showShort') : t('review.showFull')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A role's address (shortened, own accounts by name), or that no one can ever hold it. */
export function RoleAddress({
  address,
  accounts,
  t,
}: {
  address: string | undefined;
  accounts: readonly PublicAccount[];
  t: TFunction;
}) {
  if (!address)
    return (
      <Text size="sm" fw={600}>
        {t('review.roleNone')}
      </Text>
    );
  return <AddressValue address={address} accounts={accounts} />;
}
