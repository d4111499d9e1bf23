import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { settingsStore } from '../../infra/settings/settings-store';

export function useTokenSymbol(): string {
  return useStore(
    settingsStore,
    (s) => ENVIRONMENTS[effectiveEnvironment(s.settings, s.config)].tokenSymbol,
  );
}
