import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../core/password/strength';
import { renderWithProviders } from '../test/render';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('PasswordStrengthMeter', () => {
  it('shows nothing until something is typed', async () => {
    await renderWithProviders(<PasswordStrengthMeter strength={passwordStrength('')} />);
    expect(screen.queryByTestId('password-strength')).toBeNull();
    expect(screen.queryByText(/Password strength/)).toBeNull();
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('grades what is typed, from the first character', async () => {
    await renderWithProviders(<PasswordStrengthMeter strength={passwordStrength('a')} />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: weak');
  });

  it('names a strong password strong', async () => {
    await renderWithProviders(
      <PasswordStrengthMeter strength={passwordStrength('Correct-Horse-Battery-9')} />,
    );
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: strong');
  });
});
