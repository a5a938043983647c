import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { appTheme } from './theme';

/**
 * Toasts (spec 1 §4, §9): at most 1 visible at a time, 5 s by default.
 * A tiny facade over antd's static notification API so it can be called from anywhere (components, thunks,
 * RTK Query callbacks): `toast.error('Login Failed', 'Invalid username or password. ...')`. The static API keeps
 * its own root, so a toast survives navigation (e.g. "Invalid Reset Link" then the redirect home).
 * antd is loaded on demand: pages that never toast (the landing page) never download it.
 */
export const TOAST_DURATION_S = 5;
export const TOAST_MAX_COUNT = 1;

type Antd = typeof import('antd');
let ready: Promise<{ api: NotificationInstance; Button: Antd['Button'] }> | null = null;

function notifications(): Promise<{ api: NotificationInstance; Button: Antd['Button'] }> {
  ready ??= import('antd').then(({ Button, ConfigProvider, notification }) => {
    ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={appTheme}>{children}</ConfigProvider> });
    notification.config({ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_S });
    return { api: notification, Button };
  });
  return ready;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * Top right on wide screens; at the bottom on phones, where a toast at the top would lie over an open dialog's
 * title and close button (a dialog sits near the top, so the bottom edge is free).
 */
const placement = () => (window.matchMedia('(max-width: 767px)').matches ? 'bottom' : 'topRight');

export interface ToastOptions {
  /** Seconds; 0 keeps it open until dismissed. Default 5. */
  duration?: number;
  /** A button in the toast (e.g. Undo); built here, once antd has loaded, so callers need not import antd. */
  action?: { label: string; onClick: () => void };
  /** Names the toast, so a later call can close it (toast.close). */
  key?: string;
}

function show(kind: Kind, title: ReactNode, message?: ReactNode, options?: ToastOptions) {
  void notifications().then(({ api, Button }) => {
    const action = options?.action;
    api[kind]({
      title,
      description: message,
      duration: options?.duration ?? TOAST_DURATION_S,
      placement: placement(),
      actions: action && (
        <Button size="small" type="primary" onClick={action.onClick}>
          {action.label}
        </Button>
      ),
      key: options?.key,
    });
  });
}

export const toast = {
  success: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('success', title, message, options),
  error: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('error', title, message, options),
  info: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('info', title, message, options),
  warning: (title: ReactNode, message?: ReactNode, options?: ToastOptions) => show('warning', title, message, options),
  /** Closes the toast opened with this key. */
  close: (key: string) => void notifications().then(({ api }) => api.destroy(key)),
  /** Removes every visible toast. */
  clear: () => void notifications().then(({ api }) => api.destroy()),
};
