import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { OutsideText } from '../../ui/OutsideText';
import { SignActions } from '../../ui/secret-output/SignActions';
import type { Arc60 } from './use-arc60-page';

/** The Sign-In request field by field, as text, before it is signed. */
export function SignInReview({ page }: { page: Arc60 }) {
  const { t } = useTranslation();
  const item = page.prepare.data!;
  const fields = item.signIn!;
  const rows: [string, string | undefined][] = [
    [t('arc60.field.domain'), fields.domain],
    [t('arc60.field.account'), fields.account],
    [t('arc60.field.signer'), item.signer],
    [t('arc60.field.uri'), fields.uri],
    [t('arc60.field.chain'), fields.chainId],
    [t('arc60.field.issuedAt'), fields.issuedAt],
    [t('arc60.field.expiresAt'), fields.expiresAt],
    [t('arc60.field.nonce'), fields.nonce],
    [t('arc60.field.statement'), fields.statement],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc60-review">
      <Stack>
        <Title order={2} size="h3" id="arc60-review">
          {t('arc60.reviewTitle')}
        </Title>
        <Text size="sm">{t('arc60.reviewHint')}</Text>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows
              .filter((row): row is [string, string] => row[1] !== undefined)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th style={{ whiteSpace: 'nowrap' }}>{label}</Table.Th>
                  <Table.Td>
                    <OutsideText size="sm" multiline text={value} />
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <SignActions
          label={t('arc60.sign')}
          pending={page.sign.isPending}
          onSign={() => page.sign.mutate()}
          onCancel={page.cancelReview}
        />
      </Stack>
    </Paper>
  );
}
