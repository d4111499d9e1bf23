import {
  AppShell,
  Burger,
  Button,
  Group,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { logout, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { clearLastError, lastErrorStore } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { RouteErrorBoundary } from '../../ui/RouteErrorBoundary';
import { LoginGate } from './LoginGate';
import { SessionTimer } from './SessionTimer';
import { LanguageMenu } from './LanguageMenu';

interface NavItem {
  to: string;
  label: string;
}

export function MainLayout({ gated = true }: { gated?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key: locationKey } = useLocation();
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  const open = useStore(sessionStore, (s) => s.status === 'open');
  const lastActive = useStore(sessionStore, (s) => s.lastActiveAccount);
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const lastError = useStore(lastErrorStore, (s) => s.message);

  // Only pages that exist are linked (issue 2, item 7); later issues add theirs here.
  const items: NavItem[] = open
    ? [
        { to: '/accounts', label: t('nav.accounts') },
        ...(lastActive ? [{ to: `/account/${lastActive}`, label: t('nav.activeAccount') }] : []),
        { to: '/new-account', label: t('nav.newAccount') },
        { to: '/connect', label: t('nav.walletConnect') },
        { to: '/settings', label: t('nav.settings') },
        { to: '/faq', label: t('nav.faq') },
        { to: '/privacy-policy', label: t('nav.privacy') },
      ]
    : [];

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
      navbar={{ width: 260, breakpoint: 'md', collapsed: { desktop: true, mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {open && (
              <Burger
                opened={menuOpen}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={t('nav.openMenu')}
              />
            )}
            <UnstyledButton component={Link} to="/" aria-label={t('common.appName')}>
              <Group gap={8} wrap="nowrap">
                <img src="/logo.svg" alt="" width={28} height={28} />
                <Text fw={700} size="lg">
                  {t('common.appName')}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group
            gap="xs"
            visibleFrom="md"
            component="nav"
            aria-label={t('nav.mainNavigation')}
            wrap="nowrap"
          >
            {items.map((item) => (
              <Button
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                variant={pathname === item.to ? 'light' : 'subtle'}
                color="dark"
                size="compact-md"
              >
                {item.label}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            {open && (
              <Button variant="default" size="compact-md" onClick={signOut} visibleFrom="md">
                {t('nav.logout')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {/* Rendered only while open, so the collapsed menu does not duplicate the header links. */}
      <AppShell.Navbar p="md" aria-label={t('nav.mainNavigation')}>
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
            <NavLink component="button" label={t('nav.logout')} onClick={signOut} />
          </Stack>
        )}
      </AppShell.Navbar>

      <AppShell.Main>
        {lastError && (
          <Text size="xs" c="red" mb="xs" role="status" data-testid="last-error">
            {t('common.lastError', { message: lastError })}
          </Text>
        )}
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
