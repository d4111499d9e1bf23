import { Alert, Select } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { VoteContext } from './use-vote-context';

/** The account that votes, asks or delegates. */
export function VoterSelect({ context }: { context: VoteContext }) {
  const { t } = useTranslation();
  if (context.voters.length === 0) {
    return (
      <Alert color="yellow" role="alert">
        {t('voting.noAccount')}
      </Alert>
    );
  }
  return (
    <Select
      label={t('voting.account')}
      maw={480}
      allowDeselect={false}
      value={context.account?.addr ?? null}
      onChange={(value) => value && context.setAccount(value)}
      data={context.voters.map((a) => ({
        value: a.addr,
        label: `${a.name} (${a.addr.slice(0, 6)}…)`,
      }))}
    />
  );
}
