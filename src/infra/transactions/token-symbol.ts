import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { settingsStore } from '../settings/settings-store';

/** The current network's token symbol (Algo, aAlgo, Voi), as the review names the base coin. */
export function currentTokenSymbol(): string {
  const { settings, config } = settingsStore.getState();
  return ENVIRONMENTS[effectiveEnvironment(settings, config)].tokenSymbol;
}
