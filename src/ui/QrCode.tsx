import { useEffect, useState } from 'react';

// QR codes drawn with the `qrcode` package, which loads with the first code shown rather than
// with the app. Public values (addresses, payment links) use <QrCode>; secrets such as a
// recovery phrase use drawQrCode on a canvas the caller owns, so the secret never becomes a
// React prop or state value.

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeOptions {
  /** Width and height in CSS pixels. */
  size: number;
  errorCorrectionLevel?: QrErrorCorrection;
}

const MARGIN_MODULES = 2;

const loadQrCode = () => import('qrcode');

export async function drawQrCode(
  canvas: HTMLCanvasElement,
  value: string,
  { size, errorCorrectionLevel = 'M' }: QrCodeOptions,
): Promise<void> {
  const { toCanvas } = await loadQrCode();
  await toCanvas(canvas, value, { width: size, margin: MARGIN_MODULES, errorCorrectionLevel });
  // qrcode fixes the CSS size to `size` pixels; let it shrink on narrow screens instead.
  Object.assign(canvas.style, { width: '100%', maxWidth: `${size}px`, height: 'auto' });
}

/** Blanks a canvas drawn by drawQrCode (its pixels encode the value). */
export function clearQrCode(canvas: HTMLCanvasElement): void {
  canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
  canvas.width = 0;
  canvas.height = 0;
}

export interface QrCodeProps extends QrCodeOptions {
  value: string;
  /** What the code holds, for people who cannot see it. */
  alt: string;
}

export function QrCode({ value, size, errorCorrectionLevel = 'M', alt }: QrCodeProps) {
  const key = `${errorCorrectionLevel}:${size}:${value}`;
  const [image, setImage] = useState<{ key: string; url: string } | null>(null);

  useEffect(() => {
    let live = true;
    loadQrCode()
      .then(({ toDataURL }) =>
        toDataURL(value, { width: size, margin: MARGIN_MODULES, errorCorrectionLevel }),
      )
      .then((url) => live && setImage({ key, url }))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, [key, value, size, errorCorrectionLevel]);

  const box = { width: size, height: size, maxWidth: '100%', aspectRatio: '1 / 1' } as const;
  // A stale image for a previous value is never shown: it would be a code for the wrong data.
  if (image?.key !== key) return <div role="img" aria-label={alt} aria-busy="true" style={box} />;
  return (
    <img src={image.url} alt={alt} width={size} height={size} style={{ ...box, height: 'auto' }} />
  );
}
