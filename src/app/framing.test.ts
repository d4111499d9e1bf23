// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isFramed, showFramedNotice } from './framing';

describe('isFramed', () => {
  it('is false for a top-level window', () => {
    const win = { top: null as unknown, self: null as unknown };
    win.top = win;
    win.self = win;
    expect(isFramed(win)).toBe(false);
  });

  it('is true inside a frame, whatever the top', () => {
    const top = {};
    const win = { top, self: {} };
    expect(isFramed(win)).toBe(true);
  });

  it('is true when the top cannot be read', () => {
    const win = {
      self: {},
      get top(): unknown {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isFramed(win)).toBe(true);
  });

  it('is true for a detached frame whose top is gone', () => {
    expect(isFramed({ top: null, self: {} })).toBe(true);
  });
});

describe('showFramedNotice', () => {
  it('replaces whatever the root held with the notice and a link out', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input type="password"></form>';
    showFramedNotice(
      root,
      { title: 'Not here', text: 'Open it directly.', open: 'Open' },
      'https://wallet.example/',
    );
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Not here');
    const link = root.querySelector('a');
    expect(link?.href).toBe('https://wallet.example/');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('Open');
  });
});
