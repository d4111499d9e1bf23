import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { notifyError } from '../../ui/notify';
import { QrCode } from '../../ui/QrCode';
import type { ReceiveFormState } from './use-receive-form';

/** Spec: the payment-request QR code is 400 x 400 with error correction level H. */
export const RECEIVE_QR_SIZE = 400;

/** The Web Share API where the browser has it (phones, some desktops); undefined elsewhere. */
function shareApi(): ((data: ShareData) => Promise<void>) | undefined {
  return typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
}

/**
 * The first thing Receive shows: the QR code (of the request once an amount is asked for),
 * the network it is for, the address in full, Copy and Share.
 */
export function ReceiveCode({
  form,
  address,
  networkName,
  shareText,
}: {
  form: ReceiveFormState;
  address: string;
  networkName: string;
  /** What Share hands over: the address, or the request's link once it asks for something. */
  shareText: string;
}) {
  const { t } = useTranslation();
  const { request } = form;
  const share = shareApi();
  const sharing = useMutation({
    mutationFn: () => share!({ text: shareText }),
    // Closing the share sheet is not an error.
    onError: (error) => {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        notifyError(t('receive.shareFailed'));
    },
  });
  return (
    <Stack align="center" gap="sm">
      <Text size="sm" c="dimmed">
        {t('receive.network', { network: networkName })}
      </Text>
      {request.ok ? (
        // White behind the code in both themes: scanners need the light border.
        <Paper withBorder radius="md" p={4} bg="white" w="100%" maw={{ base: 248, sm: 300 }}>
          <Box style={{ display: 'flex', justifyContent: 'center' }}>
            <QrCode
              value={request.link}
              size={RECEIVE_QR_SIZE}
              errorCorrectionLevel="H"
              alt={t('receive.qrAlt')}
            />
          </Box>
        </Paper>
      ) : (
        <Alert color="yellow" role="status" w="100%">
          {request.problems.link
            ? t(`paymentLink.${request.problems.link}`)
            : t('receive.fixErrors')}
        </Alert>
      )}
      {form.requestText && (
        <Text fw={600} ta="center">
          {form.requestText}
        </Text>
      )}
      <Text
        ff="monospace"
        size="sm"
        ta="center"
        aria-label={t('receive.address')}
        style={{ wordBreak: 'break-all' }}
        maw={340}
      >
        {address}
      </Text>
      <Group gap="xs" justify="center">
        <CopyValueButton value={address} label={t('receive.copyAddress')} />
        {share && (
          <Button
            size="xs"
            variant="default"
            onClick={() => sharing.mutate()}
            loading={sharing.isPending}
          >
            {t('receive.share')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
