import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { clearQrCode, drawQrCode } from '../../ui/QrCode';
import type { AccountSecret } from './account-secret';
import { WarningAlert } from './WarningAlert';

/** Spec: the recovery-phrase QR code is 500 x 500. */
export const MNEMONIC_QR_SIZE = 500;

/** QR code of the recovery phrase, drawn straight from the holder onto a canvas. */
export function MnemonicQr({ secret, address }: { secret: AccountSecret; address: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let live = true;
    drawQrCode(canvas, secret.mnemonic(), { size: MNEMONIC_QR_SIZE }).then(
      () => live && setFailed(false),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      clearQrCode(canvas);
    };
    // `address` changes whenever the holder gets another key: redraw for the new phrase.
  }, [secret, address]);

  return (
    <Stack gap="xs">
      <WarningAlert title={t('newAccount.basic.qrWarningTitle')}>
        {t('newAccount.basic.qrWarning')}
      </WarningAlert>
      {failed ? (
        <Alert color="red" role="alert">
          {t('newAccount.basic.qrFailed')}
        </Alert>
      ) : (
        <canvas ref={canvasRef} role="img" aria-label={t('newAccount.basic.qrAlt')} />
      )}
    </Stack>
  );
}
