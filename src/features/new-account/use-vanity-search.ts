import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  expectedAttempts,
  MAX_VANITY_LENGTH,
  parseVanityPattern,
  POSSIBLE_LAST_CHARACTERS,
  type VanityPattern,
  type VanityPosition,
} from '../../core/vanity/vanity-pattern';
import { searchVanity } from '../../infra/vanity/vanity-search';
import { notifyError } from '../../ui/notify';

/** Turns "tried so far" reports into (tried, elapsed time since the search started). */
function timed(report: (tried: number, elapsedMs: number) => void): (tried: number) => void {
  const startedAt = performance.now();
  return (tried) => report(tried, performance.now() - startedAt);
}

/**
 * Pattern and search state of the vanity form. The search runs on Web Workers; the match's key
 * goes straight to `onFound`, which takes ownership of it: it is never the mutation's result.
 */
export function useVanitySearch(onFound: (secretKey: Uint8Array, tried: number) => void) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [position, setPosition] = useState<VanityPosition>('start');
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState({ tried: 0, elapsedMs: 0 });
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page stops the workers.
  useEffect(() => () => abortRef.current?.abort(), []);

  const search = useMutation({
    // Local work: it must not wait for the browser to be online.
    networkMode: 'always',
    mutationFn: async ({ pattern, signal }: { pattern: VanityPattern; signal: AbortSignal }) => {
      const match = await searchVanity(pattern, {
        signal,
        onProgress: timed((tried, elapsedMs) => setProgress({ tried, elapsedMs })),
      }).catch((error: unknown) => {
        // Cancelled (or the page left): not a failure to report.
        if (signal.aborted) return null;
        throw error;
      });
      if (!match) return;
      // Cancelled while the match was on its way: nobody will save it.
      if (signal.aborted) {
        match.secretKey.fill(0);
        return;
      }
      abortRef.current = null;
      onFound(match.secretKey, match.tried);
    },
    onError: () => {
      abortRef.current = null;
      notifyError(t('newAccount.vanity.failed'));
    },
  });

  const check = parseVanityPattern(text, position);
  const running = search.isPending ? { pattern: search.variables.pattern, ...progress } : null;
  const problem =
    check.ok || (!attempted && check.problem === 'empty')
      ? null
      : {
          empty: t('newAccount.vanity.problems.empty'),
          alphabet: t('newAccount.vanity.problems.alphabet'),
          'too-long': t('newAccount.vanity.problems.tooLong', { max: MAX_VANITY_LENGTH }),
          'impossible-end': t('newAccount.vanity.problems.impossibleEnd', {
            characters: POSSIBLE_LAST_CHARACTERS.split('').join(', '),
          }),
        }[check.problem];

  return {
    text,
    setText,
    position,
    setPosition,
    problem,
    running,
    rate: running && running.elapsedMs > 0 ? (running.tried * 1000) / running.elapsedMs : 0,
    expected: check.ok ? expectedAttempts(check.pattern) : null,
    start() {
      setAttempted(true);
      if (!check.ok || running) return;
      const controller = new AbortController();
      abortRef.current = controller;
      setProgress({ tried: 0, elapsedMs: 0 });
      search.mutate({ pattern: check.pattern, signal: controller.signal });
    },
    cancel: () => abortRef.current?.abort(),
  };
}

export type VanitySearch = ReturnType<typeof useVanitySearch>;
