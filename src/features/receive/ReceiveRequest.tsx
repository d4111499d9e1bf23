import { Anchor, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { DataField as Field } from '../../ui/DataField';
import { webWalletLink } from './receive-request';
import type { ReceiveFormState } from './use-receive-form';

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/**
 * What only someone checking the link reads (behind Technical details): the payment link the
 * QR code holds, the web wallet link, the network's id and the decimals the amount is read in.
 */
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
  return (
    <Stack gap="sm" mt="xs">
      <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
        {network && <Field label={t('receive.networkId')}>{network}</Field>}
        <Field label={t('receive.decimals')}>{form.decimals?.toString()}</Field>
      </dl>
      {request.ok && (
        <>
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
          <WebLink link={webWalletLink(origin, request.link)} />
        </>
      )}
    </Stack>
  );
}

function WebLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="receive-web-link">
        {t('receive.webLink')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('receive.webLinkHint')}
      </Text>
      <Anchor
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-describedby="receive-web-link"
        style={{ wordBreak: 'break-all' }}
      >
        {link}
      </Anchor>
      <Group>
        <CopyValueButton value={link} label={t('receive.copyWebLink')} />
      </Group>
    </Stack>
  );
}
