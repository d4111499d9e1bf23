import type { EnvironmentId } from '../../core/networks/environments';
import {
  effectiveRouters,
  parseRouterFieldsByEnvironment,
  routerFieldsSchema,
  type RouterFields,
  type SwapRouters,
} from '../../core/swap/router-config';
import { currentEnvironment } from '../chain/genesis-pin';
import { settingsStore } from '../settings/settings-store';

// Router settings live under their own key, read only by the swap pages, so the login page's
// settings parser stays small. config.json's `swapRouters` apply to the deployment's environment
// and the ones it names; a browser's own values win field by field.

const STORAGE_KEY = 'algow.swap-routers';

function readOwn(): Partial<Record<EnvironmentId, RouterFields>> {
  try {
    return parseRouterFieldsByEnvironment(
      JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}'),
    );
  } catch {
    return {};
  }
}

export function ownRouterFields(env: EnvironmentId): RouterFields {
  return readOwn()[env] ?? {};
}

/** Stores this browser's router fields for `env`; empty fields fall back to config.json. */
export function saveOwnRouterFields(env: EnvironmentId, fields: RouterFields): void {
  const parsed = routerFieldsSchema.parse(fields);
  const all = { ...readOwn(), [env]: parsed };
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: nothing else to do.
  }
}

export function deploymentRouterFields(env: EnvironmentId): RouterFields {
  const { config } = settingsStore.getState();
  return parseRouterFieldsByEnvironment(config.swapRouters)[env] ?? {};
}

export function currentSwapRouters(env: EnvironmentId = currentEnvironment()): SwapRouters {
  const { config } = settingsStore.getState();
  return effectiveRouters(ownRouterFields(env), deploymentRouterFields(env), config.deflex);
}
