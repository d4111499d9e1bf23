import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setToastHostMounted } from '../ui/notify';
import { router } from './router';

const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

function ToastHost() {
  useEffect(() => {
    setToastHostMounted(true);
    return () => setToastHostMounted(false);
  }, []);
  return <Notifications position="top-right" limit={5} />;
}

// Mantine's default dimmed text and link colours fall below WCAG AA contrast on white.
const accessibleColours: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-anchor': '#0b7285',
    // Mantine hovers the darkest shade with a lighter one; keep white text at AA contrast.
    '--mantine-primary-color-filled-hover': '#095c6b',
  },
  dark: {},
});

export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={accessibleColours}
    >
      <ToastHost />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
