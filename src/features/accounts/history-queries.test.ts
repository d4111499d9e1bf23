import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, hasNextPage } from './history-queries';

describe('hasNextPage', () => {
  it('needs a next token and a full page', () => {
    expect(hasNextPage('token', HISTORY_PAGE_SIZE)).toBe(true);
    expect(hasNextPage('token', HISTORY_PAGE_SIZE - 1)).toBe(false);
    expect(hasNextPage(undefined, HISTORY_PAGE_SIZE)).toBe(false);
    expect(hasNextPage('', HISTORY_PAGE_SIZE)).toBe(false);
    expect(hasNextPage('token', 0)).toBe(false);
  });
});
