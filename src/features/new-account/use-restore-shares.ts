import { useEffect, useState, type RefObject } from 'react';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import {
  combineShares,
  keyFromSeed,
  parseShare,
  type Refusal,
  type ShareProblem,
} from '../../core/backup/shamir-shares';
import { useAccountName } from './AccountNameField';
import { matcher, ShareList } from './share-list';
import { addAccount, currentNetwork } from './save-account';
import { useSaveAccount } from './use-save-account';

/** What React may know of an entered share: its public marker, never its bytes. */
export interface ShareEntry {
  setId: number | null;
  threshold: number | null;
}

export type RestoreOutcome =
  | { kind: 'needMore'; needed: number }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'ready'; address: string; aWallet: boolean };

/**
 * Page state "shares": shares typed or scanned one at a time into an uncontrolled input, kept
 * (as bytes) in a list outside React and wiped on leaving; React holds only their markers, the
 * outcome and the public address they restore.
 */
export function useRestoreShares(inputRef: RefObject<HTMLInputElement | null>) {
  const name = useAccountName();
  const [list] = useState(() => new ShareList());
  const [entries, setEntries] = useState<ShareEntry[]>([]);
  const [problem, setProblem] = useState<(ShareProblem & { number: number }) | null>(null);
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);
  const [expected, setExpected] = useState('');
  const [scanned, setScanned] = useState(false);

  useEffect(() => {
    const field = inputRef.current;
    return () => {
      list.wipe();
      if (field) field.value = '';
    };
  }, [inputRef, list]);

  async function evaluate(expectedNow: string) {
    const match = matcher(expectedNow);
    const result = await combineShares(
      list.all(),
      match && ((seed) => match(keyFromSeed(seed).addr)),
    );
    if (result.status === 'ready') {
      const { sk, addr } = keyFromSeed(result.seed);
      sk.fill(0);
      result.seed.fill(0);
      setOutcome({ kind: 'ready', address: addr, aWallet: result.threshold === null });
    } else if (result.status === 'needMore')
      setOutcome({ kind: 'needMore', needed: result.needed });
    else setOutcome({ kind: 'refused', refusal: result.refusal });
  }

  const sync = () => {
    setEntries(list.all().map(({ setId, threshold }) => ({ setId, threshold })));
    void evaluate(expected);
  };

  const { save, busy } = useSaveAccount(async ({ name: accountName }: { name: string }) => {
    const result = await combineShares(list.all());
    if (result.status !== 'ready') return false;
    const { sk, addr } = keyFromSeed(result.seed);
    result.seed.fill(0);
    try {
      await addAccount({
        addr,
        name: accountName,
        type: 'basic',
        network: currentNetwork(),
        sk: encodeSecretKey(sk),
      });
    } finally {
      sk.fill(0);
    }
  });

  function add() {
    const field = inputRef.current;
    const parsed = parseShare(field?.value ?? '');
    if ('problem' in parsed)
      return setProblem({ ...parsed.problem, number: list.all().length + 1 });
    if (field) field.value = '';
    setProblem(null);
    list.push(parsed.share);
    sync();
  }

  return {
    name,
    entries,
    problem,
    outcome,
    expected,
    scanned,
    busy,
    matches: outcome?.kind === 'ready' ? matcher(expected)?.(outcome.address) : undefined,
    setExpected(value: string) {
      setExpected(value);
      if (list.all().length > 0) void evaluate(value);
    },
    inputChanged() {
      setProblem(null);
      setScanned(false);
    },
    onScan(text: string) {
      if (inputRef.current) inputRef.current.value = text.trim();
      setScanned(true);
      add();
    },
    add,
    remove(index: number) {
      list.remove(index);
      sync();
    },
    submit() {
      const accountName = name.validate();
      if (accountName && outcome?.kind === 'ready') save({ name: accountName });
    },
  };
}

export type RestoreShares = ReturnType<typeof useRestoreShares>;
