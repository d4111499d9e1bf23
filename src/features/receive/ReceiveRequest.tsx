import { Alert, Anchor, Center, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { QrCode } from '../../ui/QrCode';
import { TitledPanel } from '../../ui/TitledPanel';
import { webWalletLink } from './receive-request';
import { monospace } from './ReceiveDetails';
import type { ReceiveFormState } from './use-receive-form';

/** Spec: the payment-request QR code is 400 x 400 with error correction level H. */
export const RECEIVE_QR_SIZE = 400;

/** The request built from the details: its QR code, the link and the web wallet link. */
export function ReceiveRequest({
  form,
  network,
  origin,
}: {
  form: ReceiveFormState;
  network: string | undefined;
  origin: string;
}) {
  const { t } = useTranslation();
  const { request } = form;
  if (!request.ok) {
    return (
      <TitledPanel id="receive-request" title={t('receive.request')}>
        <Alert color="yellow" role="status">
          {request.problems.link
            ? t(`paymentLink.${request.problems.link}`)
            : t('receive.fixErrors')}
        </Alert>
      </TitledPanel>
    );
  }
  const webLink = webWalletLink(origin, request.link);
  return (
    <TitledPanel id="receive-request" title={t('receive.request')}>
      <Center>
        <QrCode
          value={request.link}
          size={RECEIVE_QR_SIZE}
          errorCorrectionLevel="H"
          alt={t('receive.qrAlt')}
        />
      </Center>
      {network && <Text size="sm">{t('receive.network', { network })}</Text>}
      <Stack gap={6}>
        <Textarea
          label={t('receive.link')}
          value={request.link}
          readOnly
          autosize
          minRows={2}
          styles={monospace}
        />
        <CopyValueButton value={request.link} label={t('receive.copyLink')} />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="receive-web-link">
          {t('receive.webLink')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('receive.webLinkHint')}
        </Text>
        <Anchor
          href={webLink}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-describedby="receive-web-link"
          style={{ wordBreak: 'break-all' }}
        >
          {webLink}
        </Anchor>
        <Group>
          <CopyValueButton value={webLink} label={t('receive.copyWebLink')} />
        </Group>
      </Stack>
    </TitledPanel>
  );
}
