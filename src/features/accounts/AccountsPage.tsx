import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Badge, Container, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { sessionStore, setLastActiveAccount } from '../../infra/session/session';

export function AccountsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = useStore(sessionStore, (s) => s.accounts);

  function open(address: string) {
    setLastActiveAccount(address);
    void navigate(`/account/${address}`);
  }

  return (
    <Container size="lg" py="md">
      <Title order={1} mb="md">
        {t('accounts.title')}
      </Title>
      {accounts.length === 0 ? (
        <Text>{t('accounts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.name')}</Table.Th>
                <Table.Th>{t('accounts.address')}</Table.Th>
                <Table.Th>{t('accounts.type')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account) => (
                <Table.Tr
                  key={`${account.type}-${account.addr}`}
                  onClick={() => open(account.addr)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <a
                      href={`/account/${account.addr}`}
                      onClick={(e) => {
                        e.preventDefault();
                        open(account.addr);
                      }}
                    >
                      {account.name}
                    </a>
                  </Table.Td>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {account.addr}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`accounts.types.${account.type}`)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
