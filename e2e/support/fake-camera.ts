// A Chromium fake camera that films a QR code: a Y4M video file for
// `--use-file-for-fake-video-capture`, built from the `qrcode` package's module matrix.
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { test as playwrightTest } from '@playwright/test';
import QRCode from 'qrcode';

const WIDTH = 960;
const HEIGHT = 720;
// Chromium loops the file, so a couple of identical frames are enough.
const FRAMES = 2;
const QUIET_ZONE_MODULES = 4;
// Video-range luma (BT.601): black 16, white 235; chroma 128 is grey, i.e. no colour.
const BLACK = 16;
const WHITE = 235;
const NEUTRAL_CHROMA = 128;

/** The luma plane of one frame: the code centred on white, as large as fits the scan area. */
function lumaPlane(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE_MODULES;
  // qr-scanner looks at the central two thirds of the smaller side; stay inside it.
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.6) / span);
  if (scale < 2) throw new Error('Text too long for the fake camera frame');
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  return luma;
}

/**
 * Writes a Y4M (4:2:0) file showing `text` as a QR code and returns its path. The name is
 * derived from the text, so the runner and every worker (each loads the spec) share one file;
 * it is written under a temporary name and renamed, so nobody reads it half-written.
 */
export function writeQrVideo(text: string): string {
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const path = join(tmpdir(), `algow-fake-camera-${digest}.y4m`);
  if (existsSync(path)) return path;
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F25:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    lumaPlane(text),
    Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA),
  ]);
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  renameSync(partial, path);
  return path;
}

/** Chromium flags: a fake camera playing `videoFile`, with the permission prompt accepted. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

/** Gives every page of the spec file a camera filming `videoFile` (and the permission to use it). */
export function filmWithFakeCamera(test: typeof playwrightTest, videoFile: string): void {
  test.use({
    permissions: ['camera'],
    launchOptions: [
      async ({ launchOptions }, use) =>
        use({
          ...launchOptions,
          args: [...(launchOptions.args ?? []), ...fakeCameraArgs(videoFile)],
        }),
      { scope: 'worker' },
    ],
  });
}
