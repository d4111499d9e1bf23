import { z } from 'zod';
import { base64ToBytes, isBase64 } from '../encoding/base64';
import { ParticipationError } from './participation-error';

// The participation host's answer to GET /v1/KMD/addpartkey (spec 000 section 7): the public
// halves of a participation key the host generated and keeps. Untrusted input: every key must
// be base64 of exactly the length a key registration carries, or nothing is signed.

export const SELECTION_KEY_BYTES = 32;
export const VOTE_KEY_BYTES = 32;
export const STATE_PROOF_KEY_BYTES = 64;

const key = (bytes: number) =>
  z
    .string()
    .trim()
    .max(200)
    .refine(isBase64)
    .transform((text) => base64ToBytes(text))
    .refine((decoded) => decoded.length === bytes);

const keysSchema = z.looseObject({
  selectionKey: key(SELECTION_KEY_BYTES),
  voteKey: key(VOTE_KEY_BYTES),
  stateProofKey: key(STATE_PROOF_KEY_BYTES),
  voteKeyDilution: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export interface ParticipationKeys {
  selectionKey: Uint8Array;
  voteKey: Uint8Array;
  stateProofKey: Uint8Array;
  voteKeyDilution: bigint;
}

export function parseParticipationKeys(body: unknown): ParticipationKeys {
  const parsed = keysSchema.safeParse(body);
  if (!parsed.success) throw new ParticipationError('key-creation');
  const { selectionKey, voteKey, stateProofKey, voteKeyDilution } = parsed.data;
  return { selectionKey, voteKey, stateProofKey, voteKeyDilution: BigInt(voteKeyDilution) };
}
