/**
 * Optional persistence. The file holds the chain itself (every block's signed transactions),
 * not a dump of balances: loading replays the blocks through the normal checks, so a state file
 * can never describe a ledger the devnet would not have produced.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { GENESIS_HASH_B64, GENESIS_ID } from './constants';
import type { SavedBlock } from './node';

const FORMAT = 'algow-devnet-state';

const StateFile = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  genesisId: z.string(),
  genesisHash: z.string(),
  dispenserMnemonic: z.string(),
  lastRound: z.number().int().nonnegative(),
  blocks: z.array(
    z.object({
      round: z.number().int().positive(),
      roundTime: z.number().int().nonnegative(),
      txns: z.array(z.string()).min(1),
    }),
  ),
});

export interface SavedState {
  dispenserMnemonic: string;
  lastRound: number;
  blocks: SavedBlock[];
}

/** Reads a state file; undefined when it does not exist. Throws on a corrupt or foreign file. */
export async function loadState(path: string): Promise<SavedState | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const parsed = StateFile.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${path} is not a devnet state file: ${z.prettifyError(parsed.error)}`);
  }
  const s = parsed.data;
  if (s.genesisId !== GENESIS_ID || s.genesisHash !== GENESIS_HASH_B64) {
    throw new Error(`${path} belongs to another network (${s.genesisId} ${s.genesisHash})`);
  }
  return {
    dispenserMnemonic: s.dispenserMnemonic,
    lastRound: s.lastRound,
    blocks: s.blocks.map((b) => ({
      round: b.round,
      roundTime: b.roundTime,
      txns: b.txns.map((t) => new Uint8Array(Buffer.from(t, 'base64'))),
    })),
  };
}

/** Writes the state atomically (temporary file, then rename), so a crash never leaves half a file. */
export async function saveState(path: string, state: SavedState): Promise<void> {
  const body = {
    format: FORMAT,
    version: 1,
    genesisId: GENESIS_ID,
    genesisHash: GENESIS_HASH_B64,
    dispenserMnemonic: state.dispenserMnemonic,
    lastRound: state.lastRound,
    blocks: state.blocks.map((b) => ({
      round: b.round,
      roundTime: b.roundTime,
      txns: b.txns.map((t) => Buffer.from(t).toString('base64')),
    })),
  };
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(body));
  await rename(tmp, path);
}
