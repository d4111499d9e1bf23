import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { copySecret } from '../copy-secret';
import { notifyError } from '../notify';

/** What a page's signing step makes: the secret, and what the page tells about it. */
export interface Signed<Details> {
  secret: string;
  details: Details;
}

/**
 * A developer page that prepares something for review, signs it and shows the result once: an
 * ARC-14 token, an ARC-60 signature. The result is a credential, so it never enters React state
 * or a mutation's cached result: it is held in a ref from inside the mutationFn and written into
 * the output box (`outputRef`) directly; state only says that one is shown, with `details`. It is
 * dropped on `forget`, on `edited` and on leaving the page.
 */
export function useSignedOutput<Prepared, Details extends object>({
  prepare: prepareFn,
  sign: signFn,
  errorText,
}: {
  prepare: () => Promise<Prepared>;
  sign: (prepared: Prepared) => Promise<Signed<Details>>;
  errorText: (error: unknown) => string;
}) {
  const secretRef = useRef<string | null>(null);
  const outputRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<(Details & { revision: number }) | null>(null);
  const [copied, setCopied] = useState(false);

  const prepare = useMutation({
    mutationFn: prepareFn,
    onError: (e) => notifyError(errorText(e)),
  });
  const sign = useMutation({
    mutationFn: async () => {
      const { secret, details } = await signFn(prepare.data!);
      secretRef.current = secret;
      return details;
    },
    onSuccess: (details) => {
      prepare.reset();
      // A new revision each time, so the same details signed again are written into the box again.
      setShown((s) => ({ ...details, revision: (s?.revision ?? 0) + 1 }));
    },
    onError: (e) => notifyError(errorText(e)),
  });

  useLayoutEffect(() => {
    const output = outputRef.current;
    if (!output || !shown || !secretRef.current) return;
    output.textContent = secretRef.current;
    return () => {
      output.textContent = '';
    };
  }, [shown]);
  useEffect(
    () => () => {
      secretRef.current = null;
    },
    [],
  );

  const forget = () => {
    secretRef.current = null;
    setShown(null);
    setCopied(false);
  };
  const failure = prepare.error ?? sign.error;

  return {
    prepare,
    sign,
    /** Asks for a review when the form is `ready`; whatever was shown before is dropped. */
    review: (ready: boolean) => {
      sign.reset();
      if (!ready || prepare.isPending) return;
      forget();
      prepare.mutate();
    },
    cancelReview: () => {
      prepare.reset();
      sign.reset();
    },
    /** The form changed: a result (and a review) belongs to the input it was made for. */
    edited: () => {
      forget();
      prepare.reset();
      sign.reset();
    },
    errorText: failure ? errorText(failure) : null,
    outputRef,
    shown,
    copied,
    copy: async () => {
      if (!secretRef.current) return;
      try {
        // Taken off the clipboard again after 30 s if it is still there.
        await copySecret(secretRef.current);
        setCopied(true);
      } catch {
        // Clipboard refused (permissions): the secret is on screen to select by hand.
      }
    },
    forget,
  };
}
