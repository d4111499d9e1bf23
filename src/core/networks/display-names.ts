import { ENVIRONMENTS, ENVIRONMENT_IDS, type EnvironmentId } from './environments';
import { BUILT_IN_GENESIS } from './genesis';

// People know networks by name ("Sandbox"), the chain by its genesis id ("dockernet-v1").

/**
 * The built-in environment a genesis id belongs to, or null for one the wallet does not know
 * (a custom network), which is then shown as the raw id.
 */
export function environmentOfGenesisId(genesisId: string): EnvironmentId | null {
  for (const id of ENVIRONMENT_IDS) {
    if (id === 'custom') continue;
    if (BUILT_IN_GENESIS[id]?.id === genesisId || ENVIRONMENTS[id].network === genesisId) return id;
  }
  return null;
}

/** The network's display name through `label` (e.g. i18n `env.<id>`), else the raw genesis id. */
export function networkDisplayName(
  genesisId: string,
  label: (environment: EnvironmentId) => string,
): string {
  const environment = environmentOfGenesisId(genesisId);
  return environment ? label(environment) : genesisId;
}
