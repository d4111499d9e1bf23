import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Code, Loader, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { REKEY_CONFIRM_CHARS } from '../../core/accounts/rekey-target';
import type { SignDataItem } from '../../core/arc60/sign-data-request';
import { programIdentity } from '../../core/logic-sig/program';
import { SummaryRow } from '../../ui/SummaryRow';
import { OutsideText } from '../../ui/OutsideText';
import type { DelegationReview } from './use-delegation-review';

const mono = (value: string) => (
  <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
    {value}
  </Text>
);

/**
 * A request to delegate an account to a program (developer mode): the account, the program's
 * address and hash, the program as the node disassembles it, and the blank cheque in words,
 * with the account's first characters to type before Sign is enabled.
 */
export function DelegationItem({
  item,
  name,
  programName,
  review,
}: {
  item: SignDataItem;
  /** The account's name in this wallet. */
  name: string | undefined;
  /** The program address's name, when it is an account or contact the person knows. */
  programName: string | undefined;
  review: DelegationReview;
}) {
  const { t } = useTranslation();
  const program = item.delegation!.program;
  const identity = programIdentity(program);
  const text = review.textOf(item.index);
  return (
    <Stack gap="xs">
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <SummaryRow label={t('walletconnect.signData.account')}>
            {name && <OutsideText fw={600} text={name} />}
            {mono(item.account)}
          </SummaryRow>
          <SummaryRow label={t('walletconnect.delegation.programAddress')}>
            {programName && <OutsideText fw={600} text={programName} />}
            {mono(identity.address)}
          </SummaryRow>
          <SummaryRow label={t('walletconnect.delegation.programHash')}>
            {mono(identity.hash)}
          </SummaryRow>
          <SummaryRow label={t('walletconnect.signData.domain')}>
            <OutsideText text={item.domain} />
          </SummaryRow>
        </Table.Tbody>
      </Table>
      <Text fw={600} size="sm">
        {t('walletconnect.delegation.program')}
      </Text>
      {text?.data !== undefined ? (
        <Code
          block
          // Scrolls when long: reachable by keyboard.
          tabIndex={0}
          mah={320}
          style={{ overflow: 'auto' }}
          aria-label={t('walletconnect.delegation.program')}
        >
          {text.data}
        </Code>
      ) : text?.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('walletconnect.delegation.failed')}
        </Alert>
      ) : (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('walletconnect.delegation.loading')}</Text>
        </Group>
      )}
      <Alert color="red" title={t('walletconnect.delegation.warningTitle')} role="alert">
        <Stack gap="xs">
          <Text size="sm">{t('walletconnect.delegation.warning', { address: item.account })}</Text>
          <TextInput
            label={t('walletconnect.delegation.confirm', {
              count: REKEY_CONFIRM_CHARS,
              address: item.account,
            })}
            value={review.typedFor(item.index)}
            onChange={(e) => review.setTyped(item.index, e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        </Stack>
      </Alert>
    </Stack>
  );
}
