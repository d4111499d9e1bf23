import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VerifiedOrigin } from './VerifiedOrigin';

describe('VerifiedOrigin', () => {
  it('shows a verified origin with a Verified badge and no warning', async () => {
    await renderWithProviders(
      <VerifiedOrigin
        verified={{ origin: 'https://dapp.example', validation: 'VALID', isScam: false }}
      />,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    // The origin is outside text in its own element (OutsideSentence), so the whole line is read.
    expect(document.body).toHaveTextContent('Verified origin: https://dapp.example');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the origin differs from the claim', async () => {
    await renderWithProviders(
      <VerifiedOrigin
        verified={{ origin: 'https://phish.example', validation: 'INVALID', isScam: false }}
      />,
    );
    expect(screen.getByText('Mismatch')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The app's claimed address differs from where the request came from (https://phish.example).",
    );
  });

  it('says the origin could not be checked without an answer (or without Verify: v1)', async () => {
    await renderWithProviders(<VerifiedOrigin verified={undefined} />);
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('Could not verify where this app runs.')).toBeInTheDocument();
    expect(screen.queryByText(/^Verified origin/)).toBeNull();
  });

  it('names a known scam, and says a connection to it is blocked', async () => {
    await renderWithProviders(
      <VerifiedOrigin
        proposal
        verified={{ origin: 'https://dapp.example', validation: 'VALID', isScam: true }}
      />,
    );
    expect(screen.getByText('Known scam')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Known scam site');
    expect(alert).toHaveTextContent('Connecting is blocked. Reject the request.');
  });
});
