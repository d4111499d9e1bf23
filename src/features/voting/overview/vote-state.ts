import type { Answer } from '../../../core/voting/answers';

/**
 * The later of the indexer's latest answer and the one this page just confirmed: the indexer may
 * not list a new vote yet, and once it does (or lists a later one) it wins.
 */
export function laterAnswer<T extends Pick<Answer, 'round'>>(
  fromIndexer: T | null,
  justSent: T | null,
): T | null {
  if (justSent === null) return fromIndexer;
  if (fromIndexer === null) return justSent;
  return fromIndexer.round >= justSent.round ? fromIndexer : justSent;
}
