import { useState } from 'react';
import { parseAppSpecText, type AppSpecProblem } from '../../core/abi/app-spec';
import { removeSpec, saveSpec, savedSpecs, type SavedSpec } from '../../infra/abi/app-specs';
import { currentChain } from '../../infra/chain/indexer-client';

export type AppSpecFormProblem = AppSpecProblem | 'app-id' | 'full';

const APP_ID = /^[1-9]\d{0,19}$/;

/** Settings > App specs: the network's saved specs, and a paste or file checked before saving. */
export function useAppSpecsSection() {
  const network = currentChain().network;
  const [list, setList] = useState<SavedSpec[]>(() => savedSpecs(network));
  const [appId, setAppId] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AppSpecFormProblem | null>(null);

  /** Saves the spec; the id it was saved for, or undefined with the problem shown. */
  function add(): bigint | undefined {
    const id = appId.trim();
    if (!APP_ID.test(id) || BigInt(id) >= 2n ** 64n) {
      setProblem('app-id');
      return undefined;
    }
    const parsed = parseAppSpecText(text);
    if (!parsed.ok) {
      setProblem(parsed.problem);
      return undefined;
    }
    if (!saveSpec(network, BigInt(id), parsed.spec)) {
      setProblem('full');
      return undefined;
    }
    setProblem(null);
    setText('');
    setAppId('');
    setList(savedSpecs(network));
    return BigInt(id);
  }

  async function readFile(file: File | null) {
    if (file) setText(await file.text());
  }

  function remove(id: bigint) {
    removeSpec(network, id);
    setList(savedSpecs(network));
  }

  return { list, appId, setAppId, text, setText, problem, add, readFile, remove };
}
