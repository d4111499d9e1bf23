// The colour scheme before Mantine's provider is loaded: the same choice (kept by Mantine's
// localStorage manager under this key: auto, light or dark) put on <html> the same way, so the
// login page's styles and Mantine's later on agree.
const KEY = 'algow-color-scheme';

export function applyColorScheme(): void {
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode): follow the system.
  }
  const dark =
    chosen === 'dark' ||
    (chosen !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}

/** Follows the system while the choice is "auto", as Mantine does. */
export function followSystemScheme(): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', applyColorScheme);
  return () => media.removeEventListener('change', applyColorScheme);
}
