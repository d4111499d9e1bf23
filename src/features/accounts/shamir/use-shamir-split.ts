import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { wrongWords } from '../../../core/accounts/mnemonic-challenge';
import { DEFAULT_SHARES, DEFAULT_THRESHOLD } from '../../../core/backup/shamir-shares';
import { sessionStore, splitIntoShares } from '../../../infra/session/session';
import { confirmPositions, SharesHolder } from './shares-holder';

/**
 * The split dialog's state: the password (read from its field at submit and the field emptied),
 * N and K, which share is shown, and the two words asked back before the next. The shares
 * themselves stay in the holder.
 */
export function useShamirSplit(
  address: string,
  passwordRef: RefObject<HTMLInputElement | null>,
  // A wallet without a password (issue 42): one of its passkeys is asked again instead.
  withPasskey = false,
) {
  const [holder] = useState(() => new SharesHolder());
  const count = useSyncExternalStore(holder.subscribe, holder.count);
  const setId = useSyncExternalStore(holder.subscribe, holder.setId);
  const [total, setTotal] = useState(DEFAULT_SHARES);
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  const [index, setIndex] = useState(0);
  const [positions, setPositions] = useState(confirmPositions);
  const [wrong, setWrong] = useState<number[]>([]);
  const [done, setDone] = useState(false);

  const split = useMutation({
    mutationFn: async () => {
      const field = passwordRef.current;
      const password = withPasskey ? null : (field?.value ?? '');
      if (field) field.value = '';
      const result = await splitIntoShares(address, password, total, threshold);
      holder.replace(result.setId, result.shares);
      setIndex(0);
      setPositions(confirmPositions());
    },
  });

  useEffect(() => {
    const unsubscribe = sessionStore.subscribe((s) => {
      if (s.status !== 'open') holder.wipe();
    });
    return () => {
      unsubscribe();
      holder.wipe();
    };
  }, [holder]);

  return {
    holder,
    loaded: count > 0,
    setId,
    total,
    threshold,
    index,
    positions,
    wrong,
    done,
    split,
    setTotal(value: number) {
      setTotal(value);
      setThreshold((k) => Math.min(k, value));
    },
    setThreshold,
    /** Checks the two typed words against the share shown; moves on when both are right. */
    confirm(typed: [string, string]): boolean {
      const words = holder.text(index).split(' ');
      const bad = wrongWords(words, positions, typed);
      setWrong(bad);
      if (bad.length > 0) return false;
      if (index + 1 >= count) {
        holder.wipe();
        setDone(true);
      } else {
        setIndex(index + 1);
        setPositions(confirmPositions());
      }
      return true;
    },
  };
}

export type ShamirSplit = ReturnType<typeof useShamirSplit>;
