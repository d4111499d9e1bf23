import { Alert, Button, Group, List, PasswordInput, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translate';
import { formatSetId } from '../../core/backup/shamir-shares';
import { QrScanner } from '../../ui/QrScanner';
import { useScannerLabels } from '../../ui/use-scanner-labels';
import { AccountNameField } from './AccountNameField';
import { ModeForm, phraseInputProps } from './ModeForm';
import { ModeFrame } from './ModeFrame';
import { useRestoreShares, type RestoreOutcome, type RestoreShares } from './use-restore-shares';

/** Page state "shares": restore a key account from Shamir shares (Algow's or A-Wallet's). */
export function RestoreSharesForm() {
  const { t } = useTranslation();
  const scannerLabels = useScannerLabels();
  // Uncontrolled: each share is read from the DOM when added and the field emptied.
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useRestoreShares(inputRef);
  const number = form.entries.length + 1;
  const problem = form.problem && t(`shamir.restore.problem.${form.problem.kind}`, form.problem);

  return (
    <ModeFrame title={t('shamir.restore.title')} description={t('shamir.restore.description')}>
      <ModeForm label={t('shamir.restore.title')} onSubmit={form.submit}>
        <EnteredShares form={form} />
        <PasswordInput
          ref={inputRef}
          label={t('shamir.restore.share', { number })}
          description={t('shamir.restore.shareHint')}
          error={problem}
          onChange={form.inputChanged}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            form.add();
          }}
          {...phraseInputProps}
          disabled={form.busy}
        />
        <Group gap="xs">
          <Button variant="default" onClick={form.add} disabled={form.busy}>
            {t('shamir.restore.add')}
          </Button>
        </Group>
        <QrScanner labels={scannerLabels} onResult={form.onScan} disabled={form.busy} />
        {form.scanned && (
          <Text size="sm" role="status">
            {t('shamir.restore.scanned')}
          </Text>
        )}
        <TextInput
          label={t('shamir.restore.expected')}
          description={t('shamir.restore.expectedHint')}
          value={form.expected}
          onChange={(event) => form.setExpected(event.currentTarget.value)}
          {...phraseInputProps}
        />
        {form.outcome && <Outcome outcome={form.outcome} matches={form.matches} t={t} />}
        {form.outcome?.kind === 'ready' && (
          <>
            <AccountNameField field={form.name} disabled={form.busy} />
            <Group>
              <Button type="submit" loading={form.busy}>
                {t('shamir.restore.submit')}
              </Button>
            </Group>
          </>
        )}
      </ModeForm>
    </ModeFrame>
  );
}

function EnteredShares({ form }: { form: RestoreShares }) {
  const { t } = useTranslation();
  if (form.entries.length === 0) return null;
  return (
    <List spacing={4} listStyleType="none" p={0} data-testid="entered-shares">
      {form.entries.map((entry, i) => (
        <List.Item key={i}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">
              {entry.setId === null
                ? t('shamir.restore.addedAWallet', { number: i + 1 })
                : t('shamir.restore.added', { number: i + 1, set: formatSetId(entry.setId) })}
            </Text>
            <Button variant="subtle" size="compact-xs" onClick={() => form.remove(i)}>
              {t('shamir.restore.remove', { number: i + 1 })}
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function Outcome({
  outcome,
  matches,
  t,
}: {
  outcome: RestoreOutcome;
  matches: boolean | undefined;
  t: TFunction;
}) {
  if (outcome.kind === 'needMore')
    return (
      <Text size="sm" role="status">
        {t('shamir.restore.needMore', { count: outcome.needed })}
      </Text>
    );
  if (outcome.kind === 'refused') {
    const { refusal } = outcome;
    const text =
      refusal.kind === 'disagree'
        ? refusal.share === null
          ? t('shamir.restore.problem.disagreeUnknown')
          : t('shamir.restore.problem.disagree', { number: refusal.share })
        : t(`shamir.restore.problem.${refusal.kind}`, {
            number: refusal.share,
            other: refusal.kind === 'repeated' ? refusal.sameAs : refusal.first,
          });
    return (
      <Alert color="red" role="alert">
        {text}
      </Alert>
    );
  }
  return (
    <Alert color={matches === false ? 'red' : 'green'} role="status">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="restored-address">
        {t('shamir.restore.restores', { address: outcome.address })}
      </Text>
      {outcome.aWallet && <Text size="sm">{t('shamir.restore.aWalletCount')}</Text>}
      {matches !== undefined && (
        <Text size="sm" fw={600}>
          {matches ? t('shamir.restore.matches') : t('shamir.restore.differs')}
        </Text>
      )}
    </Alert>
  );
}
