import { createStore } from 'zustand/vanilla';
import type { AppConfig } from '../../core/config/app-config';
import { parseSettings, type Settings } from '../../core/config/settings';

const STORAGE_KEY = 'algow.settings';

export interface SettingsState {
  settings: Settings;
  config: AppConfig;
}

function read(): Settings {
  try {
    return parseSettings(globalThis.localStorage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return {};
  }
}

export const settingsStore = createStore<SettingsState>(() => ({ settings: read(), config: {} }));

export function updateSettings(change: Partial<Settings>): void {
  const settings = { ...settingsStore.getState().settings, ...change };
  settingsStore.setState({ settings });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the setting still applies to this tab.
  }
}

export function setAppConfig(config: AppConfig): void {
  settingsStore.setState({ config });
}
