import {
  Alert,
  Anchor,
  Center,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { QrCode } from '../../ui/QrCode';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import { buildReceiveRequest, webWalletLink, type AmountProblem } from './receive-request';
import type { ReceiveAsset } from './use-receive-assets';

/** Spec: the payment-request QR code is 400 x 400 with error correction level H. */
export const RECEIVE_QR_SIZE = 400;

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

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The payment-request form of /receive-payment/{account} and the QR code it builds. */
export function ReceiveForm({
  address,
  tokenSymbol,
  network,
  assets,
  assetsLoading = false,
  assetsError = null,
  origin = window.location.origin,
}: ReceiveFormProps) {
  const { t } = useTranslation();
  const amountInput = useAmountInput();
  const { separators } = amountInput;
  const [amount, setAmount] = useState('');
  useAmountTextsFollowLanguage((convert) => setAmount(convert));
  const [assetKey, setAssetKey] = useState('');
  const [note, setNote] = useState('');
  const [noteEditable, setNoteEditable] = useState(true);
  const [label, setLabel] = useState('');

  const asset = assets.find((a) => a.id.toString() === assetKey);
  const decimals = asset ? asset.decimals : NATIVE_DECIMALS;
  const unit = asset ? (asset.unitName ?? asset.name ?? asset.id.toString()) : tokenSymbol;
  const request = buildReceiveRequest(
    address,
    { amount, assetId: asset?.id, note, noteEditable, label },
    decimals,
    network,
    separators,
  );
  const problems = request.ok ? {} : request.problems;

  const amountError = (problem: AmountProblem | undefined) => {
    switch (problem?.kind) {
      case undefined:
        return null;
      case 'too-small':
        return t('receive.amountTooSmall', {
          min: formatAmount(problem.min, problem.decimals, separators),
        });
      case 'too-large':
        return t('receive.amountTooLarge', {
          max: formatAmount(problem.max, problem.decimals, separators),
        });
      case 'too-many-decimals':
        return t('receive.amountTooManyDecimals', { decimals: problem.decimals });
      case 'bad-separators':
        return t('pay.problems.amount-separators', { example: amountInput.example });
      default:
        return t('receive.amountNotNumber', { example: amountInput.text(1_500_000n, 6) });
    }
  };

  const assetOptions = [
    { value: '', label: t('receive.nativeAsset', { symbol: tokenSymbol }) },
    ...assets.map((a) => {
      const id = a.id.toString();
      if (a.status === 'loading') return { value: id, label: t('receive.assetLoading', { id }) };
      if (a.status === 'error') return { value: id, label: t('receive.assetUnavailable', { id }) };
      const name = [a.name, a.unitName && `(${a.unitName})`].filter(Boolean).join(' ');
      return { value: id, label: name ? t('receive.assetOption', { name, id }) : id };
    }),
  ];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper
        withBorder
        p="lg"
        radius="md"
        component="form"
        aria-labelledby="receive-form-title"
        onSubmit={(e) => e.preventDefault()}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="receive-form-title">
            {t('receive.details')}
          </Title>
          <Stack gap={6}>
            <Textarea
              label={t('receive.address')}
              value={address}
              readOnly
              autosize
              minRows={1}
              styles={monospace}
            />
            <CopyValueButton value={address} label={t('receive.copyAddress')} />
          </Stack>
          <NativeSelect
            label={t('receive.asset')}
            data={assetOptions}
            value={assetKey}
            onChange={(e) => setAssetKey(e.currentTarget.value)}
            description={assetsLoading ? t('receive.assetsLoading') : undefined}
            error={
              asset?.status === 'error'
                ? t('receive.assetFailed', { id: asset.id.toString() })
                : null
            }
          />
          {assetsError && (
            <Alert color="red" role="alert">
              {t('receive.assetsFailed', { message: assetsError })}
            </Alert>
          )}
          {/* Text read in the language (core/amounts/parse), not a NumberInput: that drops a
              separator it does not expect, so a Hungarian "1,5" became 15. */}
          <TextInput
            label={t('receive.amount')}
            description={t('receive.amountHint', { unit })}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            disabled={decimals === undefined}
            error={amountError(problems.amount)}
            inputMode="decimal"
            autoComplete="off"
          />
          <NumberInput
            label={t('receive.decimals')}
            value={decimals ?? ''}
            readOnly
            hideControls
            min={0}
            max={asset ? 19 : NATIVE_DECIMALS}
          />
          <Textarea
            label={t('receive.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
            error={problems.note ? t('receive.noteTooLong', { max: problems.note.max }) : undefined}
          />
          <Switch
            label={t('receive.noteEditable')}
            description={t('receive.noteEditableHint')}
            checked={noteEditable}
            onChange={(e) => setNoteEditable(e.currentTarget.checked)}
          />
          <TextInput
            label={t('receive.label')}
            description={t('receive.labelHint')}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            autoComplete="off"
          />
        </Stack>
      </Paper>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="receive-request">
        <Stack gap="md">
          <Title order={2} size="h3" id="receive-request">
            {t('receive.request')}
          </Title>
          {request.ok ? (
            <>
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
                  href={webWalletLink(origin, request.link)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-describedby="receive-web-link"
                  style={{ wordBreak: 'break-all' }}
                >
                  {webWalletLink(origin, request.link)}
                </Anchor>
                <Group>
                  <CopyValueButton
                    value={webWalletLink(origin, request.link)}
                    label={t('receive.copyWebLink')}
                  />
                </Group>
              </Stack>
            </>
          ) : (
            <Alert color="yellow" role="status">
              {problems.link ? t(`paymentLink.${problems.link}`) : t('receive.fixErrors')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
