import { Component, useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { useTranslation } from '../../i18n/react';
import {
  changeLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from '../../i18n/i18n';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { LoginPage } from '../../features/wallet/LoginPage';
import { group, GROUP, text, TEXT } from '../../ui/light/controls';
import { SelectField } from '../../ui/light/fields';
import { followLink, PageNavContext, type PageNav } from '../../ui/page-nav';
import { BrandMark } from '../layout/BrandMark';
import '../layout/frame.css';
import { followSystemScheme } from './color-scheme';
import { isLoginPath } from './login-paths';
import { navigateTo } from './location';

/**
 * The first page while no wallet is open: the app frame (header, footer) and the login page as
 * MainLayout draws them for a locked wallet, in plain markup. Mantine's and React Router's code
 * load only when the person leaves it (App.tsx).
 */
export function LoginShell({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const nav = useMemo<PageNav>(() => ({ pathname, navigate: navigateTo }), [pathname]);
  useEffect(followSystemScheme, []);
  return (
    <PageNavContext value={nav}>
      <header className="algow-header">
        <div
          className={GROUP}
          style={group('var(--mantine-spacing-md)', 'space-between', 'nowrap', {
            paddingInline: 'var(--mantine-spacing-md)',
            height: '100%',
            position: 'relative',
          })}
        >
          <div
            className={GROUP}
            style={group('var(--mantine-spacing-sm)', 'flex-start', 'nowrap', { minWidth: 0 })}
          >
            <a
              className="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root"
              aria-label={t('common.appName')}
              href="/"
              onClick={followLink(nav, '/')}
            >
              <div
                className={GROUP}
                style={group('calc(0.5rem * var(--mantine-scale))', 'flex-start', 'nowrap')}
              >
                <BrandMark />
                <p className={TEXT} data-size="lg" style={text('lg', { fontWeight: 700 })}>
                  {t('common.appName')}
                </p>
              </div>
            </a>
          </div>
          <div
            className={GROUP}
            style={group('var(--mantine-spacing-xs)', 'flex-start', 'nowrap', { flexShrink: 0 })}
          >
            <LanguageSelect />
          </div>
        </div>
      </header>
      <main className="algow-main" aria-busy={!isLoginPath(pathname)}>
        {/* Another page (the import page, a payment link) waits for the app, never showing the
            login forms in its place: what is typed there would be lost when the app takes over. */}
        {isLoginPath(pathname) && <LoginPage />}
      </main>
      <footer className="algow-footer">
        <div
          className={GROUP}
          style={group('var(--mantine-spacing-md)', 'space-between', 'nowrap', {
            paddingInline: 'var(--mantine-spacing-md)',
            height: '100%',
          })}
        >
          <p className={TEXT} data-size="sm" style={text('sm')}>
            {t('footer.locked')}
          </p>
          <p
            className={TEXT}
            data-size="sm"
            data-testid="environment"
            style={text('sm', { color: 'var(--mantine-color-dimmed)' })}
          >
            {t('footer.environment', { env: t(`env.${env}`) })}
          </p>
        </div>
      </footer>
    </PageNavContext>
  );
}

/** The header's language menu (layout/LanguageMenu.tsx) as a plain select. */
function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div>
      <SelectField
        aria-label={t('nav.language')}
        size="xs"
        value={current}
        data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        onChange={(e) => {
          const code = e.currentTarget.value;
          if (!isSupportedLanguage(code)) return;
          updateSettings({ language: code });
          void changeLanguage(code);
        }}
      />
    </div>
  );
}

/** A failure in the light frame hands over to the app, whose error page says what happened. */
export class LoginShellBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
