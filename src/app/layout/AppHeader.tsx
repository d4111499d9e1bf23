import { Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { HideBalancesButton } from './HideBalancesButton';
import { LanguageMenu } from './LanguageMenu';
import type { HeaderFit } from './use-header-fit';
import { BrandMark } from './BrandMark';

export interface NavItem {
  to: string;
  label: string;
}

interface AppHeaderProps {
  items: NavItem[];
  pathname: string;
  /** Logout is offered only while a wallet is open. */
  onLogout?: () => void;
  menuOpen: boolean;
  onToggleMenu: () => void;
  folded: boolean;
  headerRef: HeaderFit['headerRef'];
  brandRef: HeaderFit['brandRef'];
  languageRef: HeaderFit['languageRef'];
  measureRef: HeaderFit['measureRef'];
}

export const MENU_ID = 'main-menu';

export function AppHeader(props: AppHeaderProps) {
  const { items, pathname, onLogout, menuOpen, onToggleMenu, folded } = props;
  const { headerRef, brandRef, languageRef, measureRef } = props;
  const { t } = useTranslation();

  const logout = (span: boolean) => (
    <Button
      variant="default"
      size="compact-sm"
      onClick={span ? undefined : onLogout}
      component={span ? 'span' : 'button'}
    >
      {t('nav.logout')}
    </Button>
  );

  return (
    <header className="algow-header">
      <Group
        ref={headerRef}
        h="100%"
        px="md"
        gap="md"
        justify="space-between"
        wrap="nowrap"
        pos="relative"
      >
        <Group gap="sm" wrap="nowrap" miw={0}>
          {folded && (
            <Burger
              opened={menuOpen}
              onClick={onToggleMenu}
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
            />
          )}
          <UnstyledButton ref={brandRef} component={Link} to="/" aria-label={t('common.appName')}>
            <Group gap={8} wrap="nowrap">
              <BrandMark />
              <Text fw={700} size="lg">
                {t('common.appName')}
              </Text>
            </Group>
          </UnstyledButton>
        </Group>
        {!folded && items.length > 0 && (
          <Group gap={4} component="nav" aria-label={t('nav.mainNavigation')} wrap="nowrap">
            {items.map((item) => (
              <Button
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                variant={pathname === item.to ? 'light' : 'subtle'}
                color="gray"
                c="var(--mantine-color-text)"
                size="compact-sm"
              >
                {item.label}
              </Button>
            ))}
          </Group>
        )}
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {/* Measured with the language menu: both stay in the row when it folds. */}
          <div ref={languageRef} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
            {onLogout && <HideBalancesButton />}
            <LanguageMenu />
          </div>
          {!folded && onLogout && logout(false)}
        </Group>
        {/* The full row's middle part, laid out but never seen, read by useHeaderFit. */}
        <Box
          ref={measureRef}
          aria-hidden
          pos="absolute"
          top={0}
          left={0}
          w="max-content"
          style={{ visibility: 'hidden', pointerEvents: 'none', display: 'flex', gap: 16 }}
        >
          <Group gap={4} wrap="nowrap">
            {items.map((item) => (
              <Button key={item.to} component="span" variant="subtle" size="compact-sm">
                {item.label}
              </Button>
            ))}
          </Group>
          {onLogout && logout(true)}
        </Box>
      </Group>
    </header>
  );
}
