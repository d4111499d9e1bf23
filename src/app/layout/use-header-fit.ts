import { useLayoutEffect, useRef, useState } from 'react';

// Spacing between the header's groups (Mantine md and xs) and its side padding (md each side).
const GROUP_GAP = 16;
const SMALL_GAP = 10;
const PADDING = 32;
// Rounding and scrollbar slack: folding a few pixels early is better than clipping Logout.
const SLACK = 8;

export interface HeaderFit {
  /** True when the full row (brand, links, language, Logout) does not fit: show the burger. */
  compact: boolean;
  headerRef: React.RefObject<HTMLDivElement | null>;
  brandRef: React.RefObject<HTMLAnchorElement | null>;
  languageRef: React.RefObject<HTMLDivElement | null>;
  /** A hidden copy of the links and Logout, always laid out, so it can be measured in any mode. */
  measureRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * Measures instead of guessing a breakpoint: the links' width depends on the language (Hungarian
 * and Czech labels are half as long again as English ones) and on which links the wallet has,
 * so the header folds into the burger exactly when the row would overflow.
 */
export function useHeaderFit(
  /** False while the header has nothing to fold (no wallet open): nothing is measured. */
  foldable: boolean,
): HeaderFit {
  const headerRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLAnchorElement>(null);
  const languageRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(true);

  useLayoutEffect(() => {
    const header = headerRef.current;
    const brand = brandRef.current;
    const language = languageRef.current;
    const measure = measureRef.current;
    if (!foldable || !header || !brand || !language || !measure) return;
    const check = () => {
      const needed =
        PADDING +
        brand.offsetWidth +
        GROUP_GAP +
        // The links, a group gap and Logout, as in the full row.
        measure.offsetWidth +
        SMALL_GAP +
        language.offsetWidth +
        SLACK;
      setCompact(needed > header.clientWidth);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    for (const element of [header, brand, language, measure]) observer.observe(element);
    return () => observer.disconnect();
  }, [foldable]);

  return { compact, headerRef, brandRef, languageRef, measureRef };
}
