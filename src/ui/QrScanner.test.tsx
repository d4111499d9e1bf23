import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { QrScanner, type QrScannerLabels } from './QrScanner';

const engine = vi.hoisted(() => ({
  hasCamera: true,
  startError: null as unknown,
  decode: null as ((result: { data: string }) => void) | null,
  destroyed: 0,
}));

vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = async () => engine.hasCamera;
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      engine.decode = onDecode;
    }
    start = async () => {
      if (engine.startError) throw engine.startError;
    };
    destroy = () => {
      engine.destroyed++;
    };
  },
}));

const labels: QrScannerLabels = {
  start: 'Scan',
  stop: 'Stop camera',
  video: 'Camera preview',
  hint: 'Hold the code up',
  noCamera: 'No camera here',
  denied: 'Camera denied',
  failed: 'Camera failed',
};

describe('QrScanner', () => {
  beforeEach(() => {
    Object.assign(engine, { hasCamera: true, startError: null, decode: null, destroyed: 0 });
  });

  it('hands the decoded text over and stops the camera', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    await renderWithProviders(<QrScanner labels={labels} onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
    await waitFor(() => expect(engine.decode).not.toBeNull());
    engine.decode!({ data: 'hello' });
    expect(onResult).toHaveBeenCalledWith('hello');
    await waitFor(() => expect(screen.queryByLabelText('Camera preview')).toBeNull());
    // The camera is released in the effect's cleanup, which may run after the preview is gone.
    await waitFor(() => expect(engine.destroyed).toBe(1));
  });

  it('says clearly when there is no camera', async () => {
    engine.hasCamera = false;
    const user = userEvent.setup();
    await renderWithProviders(<QrScanner labels={labels} onResult={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera here');
    expect(screen.getByRole('button', { name: 'Scan' })).toBeInTheDocument();
  });

  it('tells a refused permission apart from other failures', async () => {
    engine.startError = new DOMException('denied', 'NotAllowedError');
    const user = userEvent.setup();
    await renderWithProviders(<QrScanner labels={labels} onResult={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera denied');

    engine.startError = new Error('boom');
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Camera failed'));
  });

  it('stops the camera when the user asks', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<QrScanner labels={labels} onResult={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    await waitFor(() => expect(engine.decode).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
    expect(engine.destroyed).toBe(1);
  });
});
