import { effectiveEnvironment, effectiveServers } from '../../core/config/settings';
import type { AppConfig } from '../../core/config/app-config';
import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENTS,
  type EnvironmentId,
  type ServerConfig,
} from '../../core/networks/environments';
import { settingsStore } from '../settings/settings-store';

export interface CurrentNetwork {
  env: EnvironmentId;
  /** Network name as stored on accounts and used by the public lists ("testnet-v1.0"). */
  network: string;
  algod: ServerConfig;
  config: AppConfig;
  /** config.json describes this environment (its overrides apply). */
  isDeploymentEnv: boolean;
}

export function currentNetwork(): CurrentNetwork {
  const { settings, config } = settingsStore.getState();
  const env = effectiveEnvironment(settings, config);
  return {
    env,
    network: ENVIRONMENTS[env].network,
    algod: effectiveServers(env, settings, config).algod,
    config,
    isDeploymentEnv: env === (config.env ?? DEFAULT_ENVIRONMENT),
  };
}
