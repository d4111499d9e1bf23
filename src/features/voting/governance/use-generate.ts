import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { parseGenerateCount } from '../../../core/voting/bulk-lines';
import { DEFAULT_GENERATE_COUNT } from '../../../core/voting/constants';
import { generateAccountsInWorker } from '../../../infra/voting/generate-accounts-client';

// Generate accounts: the keys are made in a Web Worker (the page only shows progress). The
// phrases never enter React state: the text goes straight into the read-only results field and
// a ref (for copy and download), and both are emptied when the page is left or a new run starts.

/** `show` writes the text into the read-only results field ('' empties it). */
export function useGenerate(show: (text: string) => void) {
  const [count, setCount] = useState<number | string>(DEFAULT_GENERATE_COUNT);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [generated, setGenerated] = useState(0);
  const text = useRef('');
  const abort = useRef<AbortController | null>(null);

  const clear = () => {
    text.current = '';
    show('');
    setGenerated(0);
  };

  useEffect(
    () => () => {
      abort.current?.abort();
      text.current = '';
    },
    [],
  );

  const run = useMutation({
    mutationFn: async (n: number) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      clear();
      setProgress({ done: 0, total: n });
      const result = await generateAccountsInWorker(
        n,
        (done, total) => setProgress({ done, total }),
        controller.signal,
      );
      text.current = result;
      show(result);
      setGenerated(n);
    },
  });

  const valid = parseGenerateCount(count);
  return {
    count,
    setCount,
    valid,
    create: () => valid !== null && run.mutate(valid),
    busy: run.isPending,
    failed: run.isError,
    progress,
    generated,
    text: () => text.current,
    clear,
  };
}
