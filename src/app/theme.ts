import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// The wallet's Mantine theme and colour fixes, shared by the app's MantineProvider and the test
// that keeps the login page's static copy of its CSS variables (login/mantine-variables.css) equal.
export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 9,
  defaultRadius: 'md',
  // Someone who asked the system for less motion gets toasts, menus and dialogs without it.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

// Mantine's default dimmed, error and link colours fall below WCAG AA contrast on white, and
// its dimmed text does on the dark body too.
export const accessibleColours: CSSVariablesResolver = () => ({
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
