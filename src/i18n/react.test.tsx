import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadAppStrings } from './i18n';
import { useTranslation } from './react';

function Probe() {
  const { t, i18n: current } = useTranslation();
  return (
    <p>
      {current.language}: {t('common.close')} / {t('contacts.title')}
    </p>
  );
}

describe('useTranslation', () => {
  it('renders again when the language changes and when app strings arrive', async () => {
    await initI18n('en');
    render(<Probe />);
    // Before the app strings load, an app key shows as itself (as with i18next).
    expect(screen.getByText('en: Close / contacts.title')).toBeInTheDocument();
    await act(() => changeLanguage('hu'));
    expect(screen.getByText('hu: Bezárás / contacts.title')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hu');
    await act(() => loadAppStrings());
    expect(screen.getByText('hu: Bezárás / Névjegyek')).toBeInTheDocument();
    await act(() => changeLanguage('cs'));
    expect(screen.getByText('cs: Zavřít / Kontakty')).toBeInTheDocument();
  });
});
