import { Center, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { CopyValueButton } from '../../../ui/CopyValueButton';
import { QrCode } from '../../../ui/QrCode';

const QR_SIZE = 320;
const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The link, QR code and text that pass the proposal on to the co-signers. */
export function ShareProposal({ link, text }: { link: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('multisig.shareHint')}</Text>
      <TextInput label={t('multisig.link')} value={link} readOnly styles={monospace} />
      <Group gap="xs">
        <CopyValueButton value={link} label={t('multisig.copyLink')} />
      </Group>
      <Center>
        <QrCode value={link} size={QR_SIZE} errorCorrectionLevel="L" alt={t('multisig.qrAlt')} />
      </Center>
      <Textarea
        label={t('multisig.text')}
        value={text}
        readOnly
        autosize
        minRows={3}
        maxRows={8}
        styles={monospace}
      />
      <Group gap="xs">
        <CopyValueButton value={text} label={t('multisig.copyText')} />
      </Group>
    </Stack>
  );
}
