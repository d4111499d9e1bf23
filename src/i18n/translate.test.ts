import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translate';

// Real keys with made-up tables: the layer is tested, not the wallet's strings.
const close = 'common.close';
const error = 'common.error';

function translator() {
  const i18n = createTranslator();
  i18n.addStrings('en', {
    common: { close: 'Close', error: 'Error: {{message}}', copy: 'Copy {{what}} {{ what }}' },
  });
  return i18n;
}

describe('the translator', () => {
  it('gives the current language, then English, then the key', () => {
    const i18n = translator();
    i18n.addStrings('hu', { common: { close: 'Bezárás' } });
    i18n.setLanguage('hu');
    expect(i18n.t(close)).toBe('Bezárás');
    expect(i18n.t(error, { message: 'x' })).toBe('Error: x');
    expect(i18n.t('common.goHome')).toBe('common.goHome');
    i18n.setLanguage('sk');
    expect(i18n.t(close)).toBe('Close');
  });

  it('keeps an empty translation instead of falling back', () => {
    const i18n = translator();
    i18n.addStrings('hu', { common: { close: '' } });
    i18n.setLanguage('hu');
    expect(i18n.t(close)).toBe('');
  });

  it('fills placeholders without escaping, spaces inside the braces allowed', () => {
    const i18n = translator();
    expect(i18n.t(error, { message: '<b>&' })).toBe('Error: <b>&');
    expect(i18n.t('common.copy', { what: 5 })).toBe('Copy 5 5');
    expect(i18n.t(error, {})).toBe('Error: ');
    expect(i18n.t(error, { message: null })).toBe('Error: ');
    expect(i18n.t(error)).toBe('Error: {{message}}');
  });

  it('adds strings to a language without dropping the ones it has', () => {
    const i18n = translator();
    i18n.addStrings('en', { contacts: { title: 'Contacts' } });
    expect(i18n.t('contacts.title')).toBe('Contacts');
    expect(i18n.t(close)).toBe('Close');
    expect(i18n.hasStrings('en')).toBe(true);
    expect(i18n.hasStrings('hu')).toBe(false);
  });

  it('refuses keys that English does not have', () => {
    const i18n = translator();
    // @ts-expect-error: not a key of locales/en.json or locales/app/en.json
    expect(i18n.t('common.noSuchKey')).toBe('common.noSuchKey');
  });
});

describe('plurals by count, as each language counts', () => {
  const forms = { close_one: 'one', close_few: 'few', close_many: 'many', close_other: 'other' };
  const pick = (lang: string, count: number) => {
    const i18n = translator();
    i18n.addStrings(lang, { common: { ...forms, close: 'base' } });
    i18n.setLanguage(lang);
    return i18n.t(close, { count });
  };

  it.each(['cs', 'sk'])('%s: one, few (2-4), many (fractions), other', (lang) => {
    expect([1, 2, 4, 5, 0, 1.5].map((n) => pick(lang, n))).toEqual([
      'one',
      'few',
      'few',
      'other',
      'other',
      'many',
    ]);
  });

  it.each(['en', 'hu'])('%s: one and other', (lang) => {
    expect([1, 2, 5, 0].map((n) => pick(lang, n))).toEqual(['one', 'other', 'other', 'other']);
  });

  it('uses the plain key when the language has no plural forms, and fills {{count}}', () => {
    const i18n = translator();
    i18n.addStrings('hu', { common: { error: 'Hiba: {{count}}' } });
    i18n.setLanguage('hu');
    expect(i18n.t(error, { count: 3 })).toBe('Hiba: 3');
  });

  it("falls back to English's plural forms, by English rules", () => {
    const i18n = translator();
    i18n.addStrings('en', {
      common: { close_one: '{{count}} item', close_other: '{{count}} items' },
    });
    i18n.addStrings('cs', { common: {} });
    i18n.setLanguage('cs');
    expect(i18n.t(close, { count: 3 })).toBe('3 items');
  });
});

describe('change notices', () => {
  it('tells subscribers of a new language or new strings, with a new snapshot each time', () => {
    const i18n = translator();
    const listener = vi.fn();
    const languages = vi.fn();
    const first = i18n.snapshot();
    const stop = i18n.subscribe(listener);
    i18n.onLanguageChanged(languages);
    i18n.addStrings('hu', { common: { close: 'Bezárás' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(languages).not.toHaveBeenCalled();
    i18n.setLanguage('hu');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(languages).toHaveBeenCalledWith('hu');
    const second = i18n.snapshot();
    expect(second).not.toBe(first);
    expect(second.t).not.toBe(first.t);
    expect(second.i18n.language).toBe('hu');
    expect(second.t(close)).toBe('Bezárás');
    expect(i18n.snapshot()).toBe(second);
    stop();
    i18n.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
