import {
  createTheme,
  localStorageColorSchemeManager,
  MantineProvider,
  type CSSVariablesResolver,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { setToastHostMounted, toastStackWanted } from '../ui/notify';
import { routes } from './router';

const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 9,
  defaultRadius: 'md',
  // Someone who asked the system for less motion gets toasts, menus and dialogs without it.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

function AppRoutes() {
  return useRoutes(routes);
}

const ToastStack = lazy(() => import('./ToastStack'));

function ToastHost() {
  useEffect(() => {
    setToastHostMounted(true);
    return () => setToastHostMounted(false);
  }, []);
  const wanted = useSyncExternalStore(toastStackWanted.subscribe, toastStackWanted.getState);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

// Mantine's default dimmed, error and link colours fall below WCAG AA contrast on white, and
// its dimmed text does on the dark body too.
const accessibleColours: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-anchor': '#0b7285',
    '--mantine-color-error': '#c92a2a',
    // Mantine hovers the darkest shade with a lighter one; keep white text at AA contrast.
    // Buttons without a color read the primary colour's own variable, not the primary one.
    '--mantine-primary-color-filled-hover': '#095c6b',
    '--mantine-color-cyan-filled-hover': '#095c6b',
  },
  dark: {
    '--mantine-color-dimmed': '#b8b8b8',
    '--mantine-color-anchor': '#66d9e8',
    '--mantine-color-error': '#ff8787',
    '--mantine-primary-color-filled-hover': '#095c6b',
    '--mantine-color-cyan-filled-hover': '#095c6b',
  },
});

// The user's choice (auto, light or dark) is kept in localStorage: not a secret. "auto" follows
// the system's prefers-color-scheme.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'algow-color-scheme' });

// Every CSS variable comes from the provider's <style> (deduplicateCssVariables off), so the
// login page does not also download Mantine's default-css-variables.css (4 KB gzip) that would
// only repeat them.

export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={accessibleColours}
      deduplicateCssVariables={false}
    >
      <ToastHost />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
