import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('renders the value as a PNG of the requested size with its alt text', async () => {
    await renderWithProviders(
      <QrCode value="ALGOW" size={400} errorCorrectionLevel="H" alt="Pay me" />,
    );
    // While the encoder loads, a placeholder of the same size already carries the name.
    expect(screen.getByRole('img', { name: 'Pay me' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Pay me' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(screen.getByRole('img', { name: 'Pay me' })).toHaveAttribute('width', '400');
  });
});
