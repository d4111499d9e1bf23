import { chainKeys } from '../../core/chain/query-keys';
import { bytesToBase64 } from '../../core/encoding/base64';
import { algodClient } from './algod-client';

// A program's text as the node reads it (`/v2/teal/disassemble`), for a person to read before
// delegating an account to it. Public nodes may have the developer API off: then there is no
// text, and nothing is signed.

/** Longest disassembly shown; a program's text is far shorter (8 KiB of bytecode at most). */
const MAX_TEXT = 256 * 1024;

export async function disassembleProgram(program: Uint8Array): Promise<string> {
  const answer: unknown = await algodClient().disassemble(program).do();
  const result =
    answer && typeof answer === 'object' ? (answer as { result?: unknown }).result : undefined;
  if (typeof result !== 'string' || result.length === 0 || result.length > MAX_TEXT) {
    throw new Error('The node gave no disassembly');
  }
  return result;
}

export const disassemblyQuery = (network: string, program: Uint8Array) => ({
  queryKey: chainKeys.disassembly(network, bytesToBase64(program)),
  queryFn: () => disassembleProgram(program),
  staleTime: Infinity,
  retry: false,
});
