import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatorSetup } from '../../core/two-factor/provider-responses';
import { renderWithProviders } from '../../test/render';
import { TwoFactorSecret } from './TwoFactorSecret';

const SETUP: AuthenticatorSetup = {
  qrCodeSetupImageUrl: 'data:image/png;base64,AAAA',
  manualEntryKey: 'JBSWY3DPEHPK3PXP',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TwoFactorSecret', () => {
  it('takes the copied TOTP key off the clipboard after 30 s', async () => {
    const clipboard = {
      text: '',
      writeText: vi.fn(async (text: string) => void (clipboard.text = text)),
      readText: vi.fn(async () => clipboard.text),
    };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    await renderWithProviders(<TwoFactorSecret secretRef={{ current: SETUP }} revision={1} />);
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Copy key' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(clipboard.text).toBe('JBSWY3DPEHPK3PXP');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(clipboard.text).toBe('JBSWY3DPEHPK3PXP');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(clipboard.text).toBe('');
  });
});
