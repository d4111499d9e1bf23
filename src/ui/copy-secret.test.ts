import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECRET_CLIPBOARD_MS, copySecret } from './copy-secret';

const SECRET = 'JBSWY3DPEHPK3PXP';

/** A clipboard, a document and a window as far as copySecret uses them. */
function stubBrowser({ readGranted }: { readGranted: boolean }) {
  const clipboard = {
    text: '',
    writeText: vi.fn(async (text: string) => {
      clipboard.text = text;
    }),
    readText: vi.fn(async () => clipboard.text),
  };
  const documentEvents = new EventTarget();
  const windowEvents = new EventTarget();
  const page = { focused: true };
  vi.stubGlobal('navigator', {
    clipboard,
    permissions: {
      query: vi.fn(async () => ({ state: readGranted ? 'granted' : 'prompt' })),
    },
  });
  vi.stubGlobal(
    'document',
    Object.assign(documentEvents, {
      hasFocus: () => page.focused,
    }),
  );
  vi.stubGlobal('window', windowEvents);
  return {
    clipboard,
    page,
    /** The user copies something else in another app: no event reaches the page. */
    copyElsewhere: (text: string) => (clipboard.text = text),
    /** The user copies text in this page (Ctrl+C). */
    copyInPage: (text: string) => {
      clipboard.text = text;
      documentEvents.dispatchEvent(new Event('copy'));
    },
    focusPage: () => {
      page.focused = true;
      windowEvents.dispatchEvent(new Event('focus'));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('copySecret', () => {
  it.each([true, false])(
    'empties the clipboard after 30 s when it still holds the secret (read granted: %s)',
    async (readGranted) => {
      const browser = stubBrowser({ readGranted });
      await copySecret(SECRET);
      expect(browser.clipboard.text).toBe(SECRET);
      await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS - 1);
      expect(browser.clipboard.text).toBe(SECRET);
      await vi.advanceTimersByTimeAsync(1);
      expect(browser.clipboard.text).toBe('');
    },
  );

  it('leaves the clipboard alone when the user copied something else (read granted)', async () => {
    const browser = stubBrowser({ readGranted: true });
    await copySecret(SECRET);
    browser.copyElsewhere('an address the user copied later');
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS);
    expect(browser.clipboard.readText).toHaveBeenCalled();
    expect(browser.clipboard.text).toBe('an address the user copied later');
    expect(browser.clipboard.writeText).toHaveBeenCalledTimes(1);
  });

  it('leaves the clipboard alone after a copy in the page, even without read access', async () => {
    const browser = stubBrowser({ readGranted: false });
    await copySecret(SECRET);
    browser.copyInPage('some text from the page');
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS * 2);
    expect(browser.clipboard.text).toBe('some text from the page');
    expect(browser.clipboard.writeText).toHaveBeenCalledTimes(1);
  });

  it('never asks to read the clipboard when the browser would prompt', async () => {
    const browser = stubBrowser({ readGranted: false });
    await copySecret(SECRET);
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS);
    expect(browser.clipboard.readText).not.toHaveBeenCalled();
    expect(browser.clipboard.text).toBe('');
  });

  it('waits for the page to have focus again before clearing', async () => {
    const browser = stubBrowser({ readGranted: true });
    await copySecret(SECRET);
    browser.page.focused = false;
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS * 3);
    expect(browser.clipboard.text).toBe(SECRET);
    browser.focusPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.clipboard.text).toBe('');
  });

  it('counts 30 s from the latest copy, and clears only the latest secret', async () => {
    const browser = stubBrowser({ readGranted: true });
    await copySecret('first secret');
    await vi.advanceTimersByTimeAsync(20_000);
    await copySecret(SECRET);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(browser.clipboard.text).toBe(SECRET);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(browser.clipboard.text).toBe('');
  });

  it('rejects when the browser refuses the write and schedules nothing', async () => {
    const browser = stubBrowser({ readGranted: true });
    browser.clipboard.writeText.mockRejectedValueOnce(new DOMException('denied'));
    await expect(copySecret(SECRET)).rejects.toThrow();
    browser.copyElsewhere('unrelated');
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS);
    expect(browser.clipboard.text).toBe('unrelated');
    expect(browser.clipboard.readText).not.toHaveBeenCalled();
  });
});
