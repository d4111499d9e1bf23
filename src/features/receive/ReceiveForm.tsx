import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ReceiveCode } from './ReceiveCode';
import { ReceiveDetails } from './ReceiveDetails';
import { ReceiveRequest } from './ReceiveRequest';
import { webWalletLink } from './receive-request';
import { useReceiveForm } from './use-receive-form';
import type { ReceiveAsset } from './use-receive-assets';

export interface ReceiveFormProps {
  address: string;
  tokenSymbol: string;
  /** Network id written into the link (`network=`), so the payer's wallet can check it. */
  network?: string;
  /** The network as people know it ("Sandbox"), shown above the code. */
  networkName: string;
  assets: readonly ReceiveAsset[];
  assetsLoading?: boolean;
  /** Why the account's assets could not be read; the native coin still works. */
  assetsError?: string | null;
  /** Origin of the web wallet link; the page's own by default. */
  origin?: string;
}

// Native disclosures: keyboard, screen readers and find-in-page know them.
const summary = { cursor: 'pointer' } as const;

/**
 * Receive as a wallet app shows it: the QR code and address first; "Request an amount" opens
 * the asset, amount, note and label, and the code follows them; the link's text and format
 * behind Technical details.
 */
export function ReceiveForm({
  assetsLoading = false,
  assetsError = null,
  origin = window.location.origin,
  networkName,
  ...input
}: ReceiveFormProps) {
  const { t } = useTranslation();
  const form = useReceiveForm(input);
  const { request } = form;
  const shareText =
    request.ok && hasRequest(request.request) ? webWalletLink(origin, request.link) : input.address;
  return (
    <Stack gap="md" w="100%" maw={460} mx="auto">
      <ReceiveCode
        form={form}
        address={input.address}
        networkName={networkName}
        shareText={shareText}
      />
      <Paper withBorder radius="md" p="sm" component="details">
        <Button component="summary" variant="light" fullWidth style={summary}>
          {t('receive.requestAmount')}
        </Button>
        <Stack gap="sm" mt="sm">
          <ReceiveDetails form={form} assetsLoading={assetsLoading} assetsError={assetsError} />
        </Stack>
      </Paper>
      <details>
        <Text component="summary" size="sm" fw={600} py={4} style={summary}>
          {t('receive.technical')}
        </Text>
        <ReceiveRequest form={form} network={input.network} origin={origin} />
      </details>
    </Stack>
  );
}

/** The request asks for more than the address: an amount, an asset, a note or a label. */
function hasRequest(link: { amount?: bigint; asset?: bigint; note?: string; label?: string }) {
  return (
    link.amount !== undefined ||
    link.asset !== undefined ||
    link.note !== undefined ||
    link.label !== undefined
  );
}
