import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { signatureCount, thresholdReached, type Proposal } from '../../../core/multisig/proposal';

/** Signed or not signed per address of the multisig, and the count against the threshold. */
export function SignatureList({
  proposal,
  accounts,
}: {
  proposal: Proposal;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const count = signatureCount(proposal);
  const { threshold } = proposal.params;
  const ready = thresholdReached(proposal);

  return (
    <>
      <Group gap="sm">
        <Text fw={600} aria-live="polite">
          {t('multisig.signedCount', { count, threshold })}
        </Text>
        <Badge color={ready ? 'teal.9' : 'gray.7'} variant="filled">
          {ready ? t('multisig.ready') : t('multisig.missing', { missing: threshold - count })}
        </Badge>
      </Group>
      <List listStyleType="none" spacing="xs" m={0} p={0}>
        {proposal.params.addrs.map((addr, i) => {
          const signed = proposal.signatures[i] !== undefined;
          const name = accounts.find((a) => a.addr === addr)?.name;
          return (
            <List.Item key={addr}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge
                  color={signed ? 'teal.9' : 'red.9'}
                  variant="filled"
                  miw={96}
                  style={{ flexShrink: 0 }}
                >
                  {signed ? t('multisig.signed') : t('multisig.notSigned')}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  {name && (
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                  )}
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {addr}
                  </Text>
                </div>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
