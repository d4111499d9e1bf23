import '@mantine/core/styles/Table.layer.css';
import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SignDataItem } from '../../core/arc60/sign-data-request';
import { environmentOfChainId } from '../../core/walletconnect/chain-id';
import { SummaryRow } from '../../ui/SummaryRow';
import { prettyData, signDataRows } from './sign-data-rows';
import { OutsideText } from '../../ui/OutsideText';

/** One item of a data-signing request, as text only (never markup): who signs, where, what. */
export function SignDataItemTable({
  item,
  total,
  name,
}: {
  item: SignDataItem;
  total: number;
  /** The account's name in this wallet. */
  name: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  // A built-in network by its name first; the dapp's chain id stays beside it.
  const shown = (key: string, value: string): string => {
    const env = key === 'network' ? environmentOfChainId(value) : null;
    return env ? `${t(`env.${env}`)} (${value})` : value;
  };
  const address = (value: string): ReactNode => (
    <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
  return (
    <Stack gap="xs">
      {total > 1 && (
        <Text fw={600} size="sm">
          {t('walletconnect.signData.item', { index: item.index + 1, total })}
        </Text>
      )}
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <SummaryRow label={t('walletconnect.signData.account')}>
            {name && <OutsideText fw={600} text={name} />}
            {address(item.account)}
          </SummaryRow>
          {item.signer !== item.account && (
            <SummaryRow label={t('walletconnect.signData.signer')}>
              {address(item.signer)}
            </SummaryRow>
          )}
          <SummaryRow label={t('walletconnect.signData.domain')}>
            <OutsideText text={item.domain} />
          </SummaryRow>
          {signDataRows(item, i18n.language).map(([key, value]) => (
            <SummaryRow key={key} label={t(`walletconnect.signData.${key}`)}>
              <OutsideText multiline text={shown(key, value)} />
            </SummaryRow>
          ))}
          {!item.signIn && (
            <SummaryRow label={t('walletconnect.signData.data')}>
              <OutsideText
                multiline
                ff="monospace"
                size="xs"
                p="xs"
                bg="var(--mantine-color-default-hover)"
                text={prettyData(item)}
              />
            </SummaryRow>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
