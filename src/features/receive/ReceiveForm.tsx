import { SimpleGrid } from '@mantine/core';
import { ReceiveDetails } from './ReceiveDetails';
import { ReceiveRequest } from './ReceiveRequest';
import { useReceiveForm } from './use-receive-form';
import type { ReceiveAsset } from './use-receive-assets';

export interface ReceiveFormProps {
  address: string;
  tokenSymbol: string;
  /** Network name written into the link (`network=`), so the payer's wallet can check it. */
  network?: string;
  assets: readonly ReceiveAsset[];
  assetsLoading?: boolean;
  /** Why the account's assets could not be read; the native coin still works. */
  assetsError?: string | null;
  /** Origin of the web wallet link; the page's own by default. */
  origin?: string;
}

/** The payment-request form of /receive-payment/{account} and the QR code it builds. */
export function ReceiveForm({
  assetsLoading = false,
  assetsError = null,
  origin = window.location.origin,
  ...input
}: ReceiveFormProps) {
  const form = useReceiveForm(input);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ReceiveDetails
        form={form}
        address={input.address}
        assetsLoading={assetsLoading}
        assetsError={assetsError}
      />
      <ReceiveRequest form={form} network={input.network} origin={origin} />
    </SimpleGrid>
  );
}
