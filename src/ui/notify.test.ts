import { beforeEach, describe, expect, it, vi } from 'vitest';

interface Shown {
  message: string;
  color: string;
  autoClose: number;
  onClose?: () => void;
}
const shown: Shown[] = [];

const { i18n } = await import('../i18n/i18n');
const notify = await import('./notify');
const { clearLastError, lastErrorStore, notifyError, notifySuccess, setToastHostMounted } = notify;
const fakeToasts = { show: (data: Shown) => void shown.push(data) };

describe('notify: one error, shown once', () => {
  beforeEach(() => {
    shown.length = 0;
    clearLastError();
    setToastHostMounted(true);
    notify.attachToasts(fakeToasts);
  });

  it('shows an error as a toast for 10 s and keeps the line back while the toast is up', () => {
    notifyError('Password is incorrect');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ message: 'Password is incorrect', color: 'red' });
    expect(shown[0]?.autoClose).toBe(notify.ERROR_TOAST_MS);
    expect(lastErrorStore.getState()).toEqual({
      message: 'Password is incorrect',
      toastOpen: true,
    });

    shown[0]?.onClose?.();
    expect(lastErrorStore.getState()).toEqual({
      message: 'Password is incorrect',
      toastOpen: false,
    });
  });

  it('lets only the newest error toast release the line', () => {
    notifyError('first');
    notifyError('second');
    shown[0]?.onClose?.();
    expect(lastErrorStore.getState()).toEqual({ message: 'second', toastOpen: true });
    shown[1]?.onClose?.();
    expect(lastErrorStore.getState()).toEqual({ message: 'second', toastOpen: false });
  });

  it('clears the last error on the next success', () => {
    notifyError('Network down');
    notifySuccess('Saved');
    expect(shown.map((s) => [s.color, s.autoClose])).toEqual([
      ['red', notify.ERROR_TOAST_MS],
      ['teal', notify.SUCCESS_TOAST_MS],
    ]);
    expect(lastErrorStore.getState().message).toBeNull();
    // The old toast closing later does not bring it back.
    shown[0]?.onClose?.();
    expect(lastErrorStore.getState().message).toBeNull();
  });

  it('clears the last error when the language changes (its text is in the old one)', () => {
    notifyError('Hiba történt');
    i18n.setLanguage('en');
    expect(lastErrorStore.getState().message).toBeNull();
  });

  it('falls back to a browser alert without a toast host, and the line shows at once', () => {
    setToastHostMounted(false);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    notifyError('No toasts here');
    expect(alert).toHaveBeenCalledWith('No toasts here');
    expect(shown).toHaveLength(0);
    expect(lastErrorStore.getState()).toEqual({ message: 'No toasts here', toastOpen: false });
    vi.unstubAllGlobals();
  });

  it('keeps toasts asked for before the toast stack loaded, and shows them once it is attached', () => {
    notify.attachToasts(null);
    notify.toastStackWanted.setState(false, true);
    notifyError('Early');
    notifySuccess('Also early');
    expect(shown).toHaveLength(0);
    expect(notify.toastStackWanted.getState()).toBe(true);
    notify.attachToasts(fakeToasts);
    expect(shown.map((s) => s.message)).toEqual(['Early', 'Also early']);
    notify.attachToasts(fakeToasts);
    expect(shown).toHaveLength(2);
  });
});
