import { useStore } from 'zustand';
import {
  deploymentServers,
  effectiveEnvironment,
  effectiveServers,
  type Settings,
} from '../../core/config/settings';
import { isEnvironmentId } from '../../core/networks/environments';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';

/** Settings as if the user had typed no participation host: what an empty field falls back to. */
const withoutOwnParticipation = (settings: Settings): Settings => ({
  ...settings,
  participation: undefined,
});

/** The environment in force, its servers and what each would be without the user's choice. */
export function useNetworkSection() {
  const { settings, config } = useStore(settingsStore);
  const env = effectiveEnvironment(settings, config);
  const servers = effectiveServers(env, settings, config);

  const chooseEnvironment = (value: string) => {
    if (!isEnvironmentId(value)) return;
    // Custom starts from the servers in use, so switching to it changes nothing yet.
    updateSettings(
      value === 'custom' && !settings.custom ? { env: value, custom: servers } : { env: value },
    );
  };

  return {
    env,
    servers,
    deployment: deploymentServers(env, config),
    participationFallback: effectiveServers(env, withoutOwnParticipation(settings), config)
      .participation.host,
    chooseEnvironment,
  };
}
