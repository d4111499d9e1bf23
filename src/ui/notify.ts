import { notifications } from '@mantine/notifications';
import { createStore } from 'zustand/vanilla';
import { i18next } from '../i18n/i18n';

// Toasts (spec section 8): success 3 s, error 10 s, a browser alert when no toast host is
// mounted. The last error is also kept for the line under the header.

export const SUCCESS_TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 10_000;

export const lastErrorStore = createStore<{ message: string | null }>(() => ({ message: null }));

let toastHostMounted = false;
export function setToastHostMounted(mounted: boolean): void {
  toastHostMounted = mounted;
}

function show(kind: 'success' | 'error', message: string, autoClose: number): void {
  if (!toastHostMounted) {
    globalThis.alert?.(message);
    return;
  }
  notifications.show({
    message,
    color: kind === 'success' ? 'teal' : 'red',
    autoClose,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}

export function notifySuccess(message: string, autoClose = SUCCESS_TOAST_MS): void {
  show('success', message, autoClose);
}

export function notifyError(message: string, autoClose = ERROR_TOAST_MS): void {
  lastErrorStore.setState({ message });
  show('error', message, autoClose);
}

export function clearLastError(): void {
  lastErrorStore.setState({ message: null });
}
