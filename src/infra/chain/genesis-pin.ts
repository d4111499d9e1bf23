import { z } from 'zod';
import { effectiveEnvironment } from '../../core/config/settings';
import type { EnvironmentId } from '../../core/networks/environments';
import {
  BUILT_IN_GENESIS,
  checkGenesis,
  NetworkMismatchError,
  pinnedAtFirstContact,
  type Genesis,
} from '../../core/networks/genesis';
import { settingsStore } from '../settings/settings-store';

// The genesis each environment is pinned to. Public networks come pinned; the others are pinned
// at first contact and kept in local storage (a genesis is public, not a secret), per
// environment, until the user points that environment at other servers.

const STORAGE_KEY = 'algow.genesisPins';
const pinsSchema = z.record(z.string(), z.object({ id: z.string(), hash: z.string() }));

let memory: Record<string, Genesis> | undefined;

function readPins(): Record<string, Genesis> {
  if (memory) return memory;
  try {
    const parsed = pinsSchema.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}'),
    );
    memory = parsed.success ? parsed.data : {};
  } catch {
    memory = {};
  }
  return memory;
}

function writePins(pins: Record<string, Genesis>): void {
  memory = pins;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(pins));
  } catch {
    // Storage disabled: the pin holds for this tab.
  }
}

export function currentEnvironment(): EnvironmentId {
  const { settings, config } = settingsStore.getState();
  return effectiveEnvironment(settings, config);
}

/** The genesis the environment must serve, when known. */
export function expectedGenesis(env: EnvironmentId = currentEnvironment()): Genesis | undefined {
  return BUILT_IN_GENESIS[env] ?? readPins()[env];
}

/**
 * Compares a node's genesis with the environment's pin (pinning it at first contact).
 * Throws NetworkMismatchError on a mismatch: the caller must not sign or show balances for it.
 */
export function verifyGenesis(
  observed: Genesis,
  host: string,
  env: EnvironmentId = currentEnvironment(),
): void {
  const check = checkGenesis(expectedGenesis(env), observed);
  if (check.kind === 'mismatch') {
    throw new NetworkMismatchError(check.expected, check.observed, host);
  }
  if (check.kind === 'pin' && pinnedAtFirstContact(env)) {
    writePins({ ...readPins(), [env]: check.genesis });
  }
}

/** The user pointed the environment at other servers: the next contact pins it again. */
export function forgetGenesisPin(env: EnvironmentId): void {
  if (!pinnedAtFirstContact(env)) return;
  const { [env]: _dropped, ...rest } = readPins();
  writePins(rest);
}
