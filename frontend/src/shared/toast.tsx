import { App, notification as staticNotification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/**
 * Toasts (spec 1 §4, §9): at most 1 visible at a time, 5 s by default.
 * A tiny facade over antd's notification so it can be called from anywhere (components, thunks,
 * RTK Query lifecycle callbacks): `toast.error('Login Failed', 'Invalid username or password. ...')`.
 *
 * <ToastHolder /> (mounted once inside antd <App> in app/providers.tsx) captures the contextual
 * notification instance, which follows the app theme. Before it mounts, the static API is used.
 */
export const TOAST_DURATION_S = 5;
export const TOAST_MAX_COUNT = 1;

let holder: NotificationInstance | null = null;

staticNotification.config({ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_S, placement: 'topRight' });

export function ToastHolder() {
  const { notification } = App.useApp();
  holder = notification;
  return null;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Seconds; 0 keeps it open until dismissed. Default 5. */
  duration?: number;
}

function show(kind: Kind, title: ReactNode, message?: ReactNode, options?: ToastOptions) {
  const api = holder ?? staticNotification;
  api[kind]({
    title,
    description: message,
    duration: options?.duration ?? TOAST_DURATION_S,
    placement: 'topRight',
  });
}

export const toast = {
  success: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('success', title, message, options),
  error: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('error', title, message, options),
  info: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('info', title, message, options),
  warning: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('warning', title, message, options),
  /** Removes every visible toast. */
  clear: () => (holder ?? staticNotification).destroy(),
};
