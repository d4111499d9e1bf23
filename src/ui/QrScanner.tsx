import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type QrScannerEngine from 'qr-scanner';

// Camera QR scanning with qr-scanner. The library (and its decoder worker) is imported only when
// the user starts the camera, so no other chunk carries it. The decoded text goes straight to
// `onResult` and is not kept here: callers may be scanning a recovery phrase.

export interface QrScannerLabels {
  start: string;
  stop: string;
  /** Accessible name of the camera preview. */
  video: string;
  /** Shown while the camera runs. */
  hint: string;
  noCamera: string;
  denied: string;
  failed: string;
}

export interface QrScannerProps {
  labels: QrScannerLabels;
  onResult: (text: string) => void;
  disabled?: boolean;
}

type CameraProblem = 'noCamera' | 'denied' | 'failed';

function classify(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  // qr-scanner rejects with this plain string when getUserMedia finds no device.
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || error === 'Camera not found.')
    return 'noCamera';
  return 'failed';
}

export function QrScanner({ labels, onResult, disabled = false }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onResultRef = useRef(onResult);
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return;
    let cancelled = false;
    let scanner: QrScannerEngine | null = null;
    (async () => {
      const { default: Engine } = await import('qr-scanner');
      if (cancelled) return;
      if (!(await Engine.hasCamera())) throw new DOMException('No camera', 'NotFoundError');
      if (cancelled) return;
      scanner = new Engine(
        video,
        (result) => {
          setActive(false);
          onResultRef.current(result.data);
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 },
      );
      await scanner.start();
    })().catch((error: unknown) => {
      if (cancelled) return;
      setProblem(classify(error));
      setActive(false);
    });
    return () => {
      cancelled = true;
      // Stops the camera stream and the decoder worker.
      scanner?.destroy();
    };
  }, [active]);

  return (
    <Stack gap="xs">
      {active ? (
        <>
          <Text size="sm" role="status">
            {labels.hint}
          </Text>
          <video
            ref={videoRef}
            aria-label={labels.video}
            muted
            playsInline
            style={{ width: '100%', maxWidth: 400, borderRadius: 8, background: '#000' }}
          />
          <Button variant="default" w="fit-content" onClick={() => setActive(false)}>
            {labels.stop}
          </Button>
        </>
      ) : (
        <Button
          variant="default"
          w="fit-content"
          disabled={disabled}
          onClick={() => {
            setProblem(null);
            setActive(true);
          }}
        >
          {labels.start}
        </Button>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {labels[problem]}
        </Alert>
      )}
    </Stack>
  );
}
