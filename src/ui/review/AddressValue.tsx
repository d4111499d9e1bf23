import { Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../i18n/translate';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { CopyValueButton } from '../CopyValueButton';
import { OutsideInline } from '../OutsideText';
import { useAddressName, useSaveContact, type AddressName } from '../names/address-names';
import { shortAddress } from './review-rows';
import { useTrade } from './trade-context';

const SOURCE_KEYS = {
  own: 'review.own',
  contact: 'review.nameSource.contact',
  nfd: 'review.nameSource.nfd',
} as const;

/**
 * The address's name as the review shows it: the accounts the page passed win (they are the
 * wallet's own), then the names service (own accounts, contacts, NFD).
 */
export function useReviewName(
  address: string | undefined,
  accounts: readonly PublicAccount[],
): AddressName | undefined {
  const named = useAddressName(address);
  const own = address ? accounts.find((a) => a.addr === address) : undefined;
  return own ? { name: own.name, source: 'own' } : named;
}

/** "Bob · contact": the name as plain text (never HTML), and where it comes from. */
export function NameLine({ name, dimmed }: { name: AddressName; dimmed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={dimmed ? undefined : 700} c={dimmed ? 'dimmed' : undefined}>
      <OutsideInline text={name.name} /> · {t(SOURCE_KEYS[name.source])}
    </Text>
  );
}

/**
 * An address as a person reads it on a phone: its name (own account, contact or NFD), the
 * address shortened to both ends with a copy button, and "Show full" for every character. The
 * full text stays in the page (hidden) so find-in-page and copy still see it. An address that
 * is neither the person's own nor a contact can be saved as one from here.
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
  const name = useReviewName(address, accounts);
  const saveContact = useSaveContact();
  // A checked trade's pool is part of the trade, not someone to keep as a contact.
  const pool = useTrade()?.counterparties.has(address) ?? false;
  const canSave = saveContact && !pool && name?.source !== 'own' && name?.source !== 'contact';
  return (
    <Stack gap={4} align="flex-start">
      {pool && !name && (
        <Text size="sm" fw={700}>
          {t('review.pool')}
        </Text>
      )}
      {name && <NameLine name={name} />}
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
        {canSave && (
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('review.saveContactOf', { address })}
            onClick={() => saveContact(address)}
          >
            {t('review.saveContact')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A role's address (shortened, with its name), or that no one can ever hold it. */
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
