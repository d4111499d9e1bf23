import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup-file-name';
import { isValidEmail } from '../validation/email';

describe('backupFileName', () => {
  it('drops every space and dates the file', () => {
    expect(backupFileName('My  main wallet', new Date('2026-11-22T10:00:00Z'))).toBe(
      'Mymainwallet.algow.2026-11-22.dat',
    );
  });
});

describe('isValidEmail', () => {
  it('accepts a plain address and rejects incomplete ones', () => {
    expect(isValidEmail('satoshi@example.com')).toBe(true);
    expect(isValidEmail(' satoshi@example.com ')).toBe(true);
    for (const bad of ['', 'satoshi', 'satoshi@', '@example.com', 'a b@example.com', 'a@b'])
      expect(isValidEmail(bad)).toBe(false);
  });
});
