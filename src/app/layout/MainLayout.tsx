import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { logout, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { clearLastError } from '../../ui/notify';
import { AppHeader, MENU_ID, type NavItem } from './AppHeader';
import { PageArea } from './PageArea';
import { SessionTimer } from './SessionTimer';
import { useHeaderFit } from './use-header-fit';
import './frame.css';

export function MainLayout({ gated = true }: { gated?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key: locationKey } = useLocation();
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  const open = useStore(sessionStore, (s) => s.status === 'open');
  const lastActive = useStore(sessionStore, (s) => s.lastActiveAccount);
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  // The links and Logout come with an open wallet; the login page's header has none to fold.
  const { compact, headerRef, brandRef, languageRef, measureRef } = useHeaderFit(open);

  // Only pages that exist are linked (issue 2, item 7); later issues add theirs here.
  const items: NavItem[] = open
    ? [
        { to: '/accounts', label: t('nav.accounts') },
        ...(lastActive ? [{ to: `/account/${lastActive}`, label: t('nav.activeAccount') }] : []),
        { to: '/new-account', label: t('nav.newAccount') },
        { to: '/connect', label: t('nav.walletConnect') },
        { to: '/vote', label: t('nav.vote') },
        { to: '/settings', label: t('nav.settings') },
        { to: '/faq', label: t('nav.faq') },
        { to: '/privacy-policy', label: t('nav.privacy') },
      ]
    : [];
  const onLogout = open ? signOut : undefined;
  // The burger replaces the links only when there is something to put in it.
  const folded = compact && (items.length > 0 || onLogout !== undefined);

  // A new page starts clean: the last error belonged to the page the user left.
  useEffect(() => {
    clearLastError();
    close();
  }, [pathname, close]);
  // A header that has room again shows its links; a menu left open would only duplicate them.
  useEffect(() => {
    if (!folded) close();
  }, [folded, close]);

  function signOut() {
    close();
    clearLastError();
    logout('user');
    void navigate('/', { replace: true });
  }

  // A plain CSS frame (frame.css) in place of Mantine's AppShell, which the login page paid for.
  const menuShown = folded && menuOpen;
  return (
    <>
      <AppHeader
        items={items}
        pathname={pathname}
        onLogout={onLogout}
        menuOpen={menuOpen}
        onToggleMenu={toggle}
        folded={folded}
        headerRef={headerRef}
        brandRef={brandRef}
        languageRef={languageRef}
        measureRef={measureRef}
      />

      {/* Rendered only while open, so the collapsed menu does not duplicate the header links. */}
      {folded && (
        <nav
          className="algow-navbar"
          data-open={menuShown || undefined}
          aria-label={t('nav.mainNavigation')}
          id={MENU_ID}
        >
          {menuOpen && (
            <Stack gap={4}>
              {items.map((item) => (
                <UnstyledButton
                  key={item.to}
                  className="algow-menu-link"
                  component={RouterNavLink}
                  to={item.to}
                  onClick={close}
                >
                  {menuLabel(item.label)}
                </UnstyledButton>
              ))}
              {onLogout && (
                <UnstyledButton className="algow-menu-link" onClick={onLogout}>
                  {menuLabel(t('nav.logout'))}
                </UnstyledButton>
              )}
            </Stack>
          )}
        </nav>
      )}

      <main className="algow-main" data-menu-open={menuShown || undefined}>
        <PageArea resetKey={locationKey} walletOpen={open} gated={gated} />
      </main>

      <footer className="algow-footer">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {open ? <SessionTimer /> : <Text size="sm">{t('footer.locked')}</Text>}
          <Text size="sm" c="dimmed" data-testid="environment">
            {t('footer.environment', { env: t(`env.${env}`) })}
          </Text>
        </Group>
      </footer>
    </>
  );
}

// NavLink's body and label: the body keeps the md line box, so rows are as tall as NavLink's.
const menuLabel = (text: string) => (
  <span>
    <span>{text}</span>
  </span>
);
