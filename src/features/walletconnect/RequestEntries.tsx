import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Code, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { requestKey } from '../../infra/walletconnect/wallet-connect';
import type { RequestCardModel } from './use-request-card';
import { typeWords } from '../../ui/type-words';

/** A request's transactions one per row: receiver, amount in units, state, details on demand. */
export function RequestEntries({ card }: { card: RequestCardModel }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('walletconnect.type')}</Table.Th>
            <Table.Th>{t('walletconnect.receiver')}</Table.Th>
            <Table.Th>{t('walletconnect.amount')}</Table.Th>
            <Table.Th>{t('walletconnect.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.entries.map((entry) => (
            <Fragment key={entry.index}>
              <Table.Tr>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-expanded={card.expanded === entry.index}
                    aria-label={t('walletconnect.details', { index: entry.index + 1 })}
                    onClick={() => card.toggle(entry.index)}
                  >
                    {entry.index + 1}
                  </Button>
                </Table.Td>
                <Table.Td>{typeWords(t, entry.type)}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
                    {entry.receiver ?? '—'}
                  </Text>
                  {entry.receiver && card.nameOf(entry.receiver) && (
                    <Text size="xs" c="dimmed">
                      {card.nameOf(entry.receiver)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.amount === undefined ? '—' : card.amountText(entry.amount, entry.assetId)}
                </Table.Td>
                <Table.Td>
                  {!entry.toSign
                    ? t('walletconnect.notForUs')
                    : card.signed.has(entry.txid)
                      ? t('walletconnect.signed')
                      : (card.partial.get(entry.txid) ?? t('walletconnect.toBeSigned'))}
                  {entry.toSign &&
                    !card.signed.has(entry.txid) &&
                    (entry.type === 'pay' || entry.type === 'axfer') && (
                      <Button
                        component={Link}
                        to="/payWC/"
                        state={{ request: requestKey(card.request), txid: entry.txid }}
                        size="compact-xs"
                        variant="default"
                        ml="xs"
                        aria-label={t('walletconnect.reviewEntry', {
                          index: entry.index + 1,
                        })}
                      >
                        {t('walletconnect.review')}
                      </Button>
                    )}
                </Table.Td>
              </Table.Tr>
              {entry.warnings.length > 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    {entry.warnings.map((w) => (
                      <Alert key={w.code} color="red" role="alert" mb={4}>
                        {t(`walletconnect.warning.${w.code}`, { address: w.address })}
                      </Alert>
                    ))}
                  </Table.Td>
                </Table.Tr>
              )}
              {card.expanded === entry.index && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Stack gap={4}>
                      <Text size="sm">
                        {t('walletconnect.txid')}: <Code>{entry.txid}</Code>
                      </Text>
                      {entry.receiver && (
                        <Text size="sm" style={{ wordBreak: 'break-all' }}>
                          {t('walletconnect.receiver')}: <Code>{entry.receiver}</Code>
                        </Text>
                      )}
                      {entry.closeTo && (
                        <Text size="sm" style={{ wordBreak: 'break-all' }}>
                          {t('walletconnect.closeTo')}: <Code>{entry.closeTo}</Code>
                        </Text>
                      )}
                      {entry.signer !== entry.from && (
                        <Text size="sm" style={{ wordBreak: 'break-all' }}>
                          {t('walletconnect.claimedSigner')}: <Code>{entry.signer}</Code>
                        </Text>
                      )}
                      <Text size="sm">{t('walletconnect.raw')}</Text>
                      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                        {entry.base64}
                      </Code>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
