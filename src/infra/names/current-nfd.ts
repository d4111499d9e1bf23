import { nfdApiFor } from '../../core/names/nfd-api-config';
import type { EnvironmentId } from '../../core/networks/environments';
import { currentEnvironment } from '../chain/genesis-pin';
import { settingsStore } from '../settings/settings-store';
import { nfdClientFor, type NfdClient } from './nfd-client';

/** The NFD API in force for the environment (settings, config.json, default), or null: off. */
export function currentNfdApi(env: EnvironmentId = currentEnvironment()): string | null {
  const { settings, config } = settingsStore.getState();
  return nfdApiFor(env, settings, config);
}

/** The environment's NFD client, or null when names are off there (screens hide them). */
export function currentNfdClient(env: EnvironmentId = currentEnvironment()): NfdClient | null {
  const api = currentNfdApi(env);
  return api ? nfdClientFor(env, api) : null;
}
