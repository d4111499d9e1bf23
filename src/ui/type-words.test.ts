import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadAppStrings } from '../i18n/i18n';
import { typeWords } from './type-words';

describe('typeWords', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAppStrings();
  });

  it('names a known type in words, never the chain code', () => {
    const { t } = i18n.snapshot();
    expect(typeWords(t, 'appl')).toBe('Application call');
    expect(typeWords(t, 'axfer')).toBe('Asset transfer');
  });

  it('shows an unknown code as it came', () => {
    expect(typeWords(i18n.snapshot().t, 'zzz')).toBe('zzz');
  });
});
