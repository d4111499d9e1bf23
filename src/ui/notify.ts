import { createStore } from 'zustand/vanilla';
import { i18n } from '../i18n/i18n';

// Toasts (spec section 8): success 3 s, error 10 s, a browser alert when no toast host is
// mounted. The last error is also kept for the line under the header.
//
// One error is shown once. The rule, for every caller:
// - an error with an inline alert where the action was does NOT call notifyError;
// - any other error calls notifyError: a toast, and the last-error line once the toast has gone
//   (never both at the same time);
// - the line goes away on the next success toast, on navigation (MainLayout) and when the
//   language changes (it holds a text in the old language).
// Callers pass translated text (describeError and friends), never an exception's own message.

export const SUCCESS_TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 10_000;

export interface LastErrorState {
  message: string | null;
  /** The error's toast is still on screen, so the line waits until it is closed. */
  toastOpen: boolean;
}

export const lastErrorStore = createStore<LastErrorState>(() => ({
  message: null,
  toastOpen: false,
}));

let toastHostMounted = false;
export function setToastHostMounted(mounted: boolean): void {
  toastHostMounted = mounted;
}

export interface Toast {
  message: string;
  color: 'teal' | 'red';
  autoClose: number;
  withCloseButton: true;
  closeButtonProps: { 'aria-label': string };
  onClose?: () => void;
}

/** What shows toasts: Mantine's notifications, attached by the toast stack once its code loaded. */
export interface ToastApi {
  show(toast: Toast): void;
}

// The toast stack's code (Mantine notifications and its transitions) is not on the login page
// (issue 29): the host asks for it with the first toast, which waits here until it is attached.
let toastApi: ToastApi | null = null;
const waitingToasts: Toast[] = [];
/** True once a toast was asked for: the host then loads and mounts the toast stack. */
export const toastStackWanted = createStore<boolean>(() => false);

export function attachToasts(api: ToastApi | null): void {
  toastApi = api;
  if (api) for (const toast of waitingToasts.splice(0)) api.show(toast);
}

let errorSequence = 0;

function show(
  kind: 'success' | 'error',
  message: string,
  autoClose: number,
  onClose?: () => void,
): boolean {
  if (!toastHostMounted) {
    globalThis.alert?.(message);
    return false;
  }
  const toast: Toast = {
    message,
    color: kind === 'success' ? 'teal' : 'red',
    autoClose,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    onClose,
  };
  if (toastApi) toastApi.show(toast);
  else {
    waitingToasts.push(toast);
    toastStackWanted.setState(true, true);
  }
  return true;
}

export function notifySuccess(message: string, autoClose = SUCCESS_TOAST_MS): void {
  clearLastError();
  show('success', message, autoClose);
}

export function notifyError(message: string, autoClose = ERROR_TOAST_MS): void {
  const sequence = ++errorSequence;
  lastErrorStore.setState({ message, toastOpen: true });
  const toastShown = show('error', message, autoClose, () => {
    // Only the newest error's toast releases the line; an older toast closing changes nothing.
    if (sequence === errorSequence) lastErrorStore.setState({ toastOpen: false });
  });
  if (!toastShown) lastErrorStore.setState({ toastOpen: false });
}

export function clearLastError(): void {
  errorSequence++;
  lastErrorStore.setState({ message: null, toastOpen: false });
}

i18n.onLanguageChanged(clearLastError);
