import { AppShell, CloseButton, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { logout, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { clearLastError, lastErrorStore } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { RouteErrorBoundary } from '../../ui/RouteErrorBoundary';
import { AppHeader, MENU_ID, type NavItem } from './AppHeader';
import { LoginGate } from './LoginGate';
import { SessionTimer } from './SessionTimer';
import { useHeaderFit } from './use-header-fit';

export function MainLayout({ gated = true }: { gated?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key: locationKey } = useLocation();
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  const open = useStore(sessionStore, (s) => s.status === 'open');
  const lastActive = useStore(sessionStore, (s) => s.lastActiveAccount);
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const { compact, headerRef, brandRef, languageRef, measureRef } = useHeaderFit();

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

  // Every page sits in an error boundary inside the gate and the chain-data cache, so a page
  // that throws leaves the wallet open and the cache whole; any navigation clears the error.
  const content = (
    <RouteErrorBoundary resetKey={locationKey} walletOpen={open}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );

  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 44 }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { desktop: !(folded && menuOpen), mobile: !(folded && menuOpen) },
      }}
      padding="md"
    >
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
        <AppShell.Navbar p="md" aria-label={t('nav.mainNavigation')} id={MENU_ID}>
          {menuOpen && (
            <Stack gap={4}>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  component={RouterNavLink}
                  to={item.to}
                  label={item.label}
                  onClick={close}
                />
              ))}
              {onLogout && <NavLink component="button" label={t('nav.logout')} onClick={onLogout} />}
            </Stack>
          )}
        </AppShell.Navbar>
      )}

      <AppShell.Main>
        <LastErrorLine />
        {/* The outer boundary is for the login page and the gate's own loading. */}
        <RouteErrorBoundary resetKey={locationKey} walletOpen={open}>
          {gated ? <LoginGate>{content}</LoginGate> : content}
        </RouteErrorBoundary>
      </AppShell.Main>

      <AppShell.Footer>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {open ? <SessionTimer /> : <Text size="sm">{t('footer.locked')}</Text>}
          <Text size="sm" c="dimmed" data-testid="environment">
            {t('footer.environment', { env: t(`env.${env}`) })}
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}

/** In the page's flow under the header (never over it), and only once the toast has gone. */
function LastErrorLine() {
  const { t } = useTranslation();
  const { message, toastOpen } = useStore(lastErrorStore);
  if (!message || toastOpen) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" mb="xs">
      <Text size="sm" c="var(--mantine-color-error)" role="status" data-testid="last-error">
        {t('common.lastError', { message })}
      </Text>
      <CloseButton size="sm" aria-label={t('common.close')} onClick={clearLastError} />
    </Group>
  );
}
