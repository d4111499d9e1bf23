import { decodeAddress, LogicSig } from 'algosdk';
import { z } from 'zod';
import { base64ToBytes } from '../encoding/base64';

// A logic signature's program as a person is shown it: the program's own address (the hash of
// "Program" || program, SHA-512/256, as algod's compile reports it) and that hash in hex, the
// figure a developer compares with their build. Used where a transaction was signed by a
// program and where a dapp asks to delegate an account to one.

export interface ProgramIdentity {
  /** The program's account address (an escrow's address; for a delegation, not the sender). */
  address: string;
  /** SHA-512/256("Program" || program), hex. */
  hash: string;
}

export function programIdentity(program: Uint8Array): ProgramIdentity {
  const address = new LogicSig(program).address().toString();
  const hash = [...decodeAddress(address).publicKey]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return { address, hash };
}

/** The indexer's `signature.logicsig` (lenient: a field we only show never breaks a page). */
const indexerLogicSigSchema = z.looseObject({
  logic: z.string().max(1_000_000),
  signature: z.string().optional(),
  'multisig-signature': z.unknown().optional(),
  'logic-multisig-signature': z.unknown().optional(),
});

export interface SignedByProgram extends ProgramIdentity {
  /**
   * Whether an account's key (or multisig) signed the program: the sender delegated itself to
   * it. Otherwise the sender is the program's own account.
   */
  delegated: boolean;
}

/**
 * The program that signed a transaction, from the indexer's `signature.logicsig`, or null.
 * `authorizer`: the transaction's auth address, else its sender. A program whose own address is
 * not the authorizer was signed by that account (a node that leaves the signature out of its
 * answer still shows the delegation).
 */
export function signedByProgram(logicsig: unknown, authorizer: string): SignedByProgram | null {
  const parsed = indexerLogicSigSchema.safeParse(logicsig);
  if (!parsed.success) return null;
  let program: Uint8Array;
  try {
    program = base64ToBytes(parsed.data.logic);
  } catch {
    return null;
  }
  if (program.length === 0) return null;
  const { signature, ...rest } = parsed.data;
  const identity = programIdentity(program);
  const delegated =
    Boolean(signature) ||
    rest['multisig-signature'] !== undefined ||
    rest['logic-multisig-signature'] !== undefined ||
    identity.address !== authorizer;
  return { ...identity, delegated };
}
