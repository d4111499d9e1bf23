import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { ConnectPageModel } from './use-connect-page';
import { PausedText } from '../../ui/walletconnect/PausedSessions';
import { V1Badge } from './V1Badge';
import { showHidden } from '../../core/format/outside-text';
import { OutsideText } from '../../ui/OutsideText';

/** The dapps connected now, each with its accounts and a way to remove it. */
export function SessionsTable({ page }: { page: ConnectPageModel }) {
  const { t } = useTranslation();
  const { sessions } = page.wc;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="wc-sessions">
      <Title order={2} size="h3" id="wc-sessions" mb="sm">
        {t('walletconnect.sessions')}
      </Title>
      {sessions.length === 0 ? (
        <Text>{t('walletconnect.noSessions')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('walletconnect.dapp')}</Table.Th>
                <Table.Th>{t('walletconnect.accounts')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('walletconnect.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((s) => (
                <Table.Tr key={s.topic}>
                  <Table.Td>
                    <Group gap="xs">
                      <OutsideText fw={600} text={s.peer.name} />
                      {s.version === 1 && <V1Badge />}
                      {page.pausedByTopic.has(s.topic) && (
                        <Badge color="yellow.4" variant="filled" autoContrast>
                          {t('walletconnect.paused')}
                        </Badge>
                      )}
                    </Group>
                    <OutsideText size="xs" text={s.peer.url} />
                    {page.pausedByTopic.has(s.topic) && (
                      <Text size="xs">
                        <PausedText network={page.pausedByTopic.get(s.topic)?.approvedOn ?? null} />
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {s.accounts.map((a) => (
                      <Text key={a} ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
                        {a.split(':').at(-1)}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="outline"
                      onClick={() => page.remove(s.topic)}
                      aria-label={t('walletconnect.removeSession', {
                        name: showHidden(s.peer.name),
                      })}
                    >
                      {t('walletconnect.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
