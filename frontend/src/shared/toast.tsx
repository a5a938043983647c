import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { appStylesLoaded } from './app-styles';
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
type Notifications = NotificationInstance & { config: Antd['notification']['config'] };
let ready: Promise<{ api: Notifications; Button: Antd['Button'] }> | null = null;

function notifications(): Promise<{ api: Notifications; Button: Antd['Button'] }> {
  ready ??= import('antd').then(async ({ Button, ConfigProvider, notification }) => {
    // A toast may come before the app's first render, and antd reads which styles the first-view stylesheet holds
    // only once: none renders before it is here.
    await appStylesLoaded();
    ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={appTheme}>{children}</ConfigProvider> });
    notification.config({ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_S });
    return { api: notification, Button };
  });
  return ready;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

const TOAST_WIDTH = 384; // antd's notice width
const EDGE = 24; // antd's distance from the window's edge
const NARROWEST = 240;
/** Room a toast of a title and two lines of text needs, with its margin. */
const TOAST_BAND = 160;

/** antd's distance from the top or bottom edge, and the bottom one on phones, clear of the floating account control. */
const TOP_EDGE = 24;
const PHONE_BOTTOM = 72;

type Where = { placement: 'top' | 'bottom' | 'topRight' | 'topLeft'; width?: number; top: number; bottom: number };

/** Below the site's fixed navigation bar (its Enroll Now included) when the page has one, else antd's 24 px. */
function topEdge(): number {
  const bar = document.querySelector<HTMLElement>('header.lp-nav');
  const bottom = bar?.getBoundingClientRect().bottom ?? 0;
  return Math.max(TOP_EDGE, Math.round(bottom) + 12);
}

/**
 * Where a toast goes so that it never lies over a primary control or an open dialog's controls. Without a dialog:
 * below the site's navigation bar (never over its Enroll Now), at the right, or centred on a phone, where the hero's
 * buttons sit lower down and the account control floats at the bottom. With one: on a wide screen in the room to
 * its right (narrowed to as little as 240 px: at 1280 px a 520 px dialog leaves 340 px, a 720 px one 240 px); else
 * below it when it ends high enough (a phone's short dialog); else, for a dialog from top to bottom, top left and
 * narrowed to stop short of its close button, over its title, which is no control.
 */
function placement(): Where {
  const phone = window.matchMedia('(max-width: 767px)').matches;
  const edges = { top: topEdge(), bottom: phone ? PHONE_BOTTOM : TOP_EDGE };
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal, [role="dialog"], dialog[open]'))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  if (dialogs.length === 0) return { placement: phone ? 'top' : 'topRight', ...edges };
  if (!phone) {
    const room = window.innerWidth - Math.max(...dialogs.map((r) => r.right)) - EDGE - 16;
    if (room >= TOAST_WIDTH) return { placement: 'topRight', ...edges };
    if (room >= NARROWEST) return { placement: 'topRight', width: Math.floor(room), ...edges };
  }
  if (Math.max(...dialogs.map((r) => r.bottom)) <= window.innerHeight - TOAST_BAND - edges.bottom + TOP_EDGE)
    return { placement: 'bottom', ...edges };
  const closes = Array.from(
    document.querySelectorAll<HTMLElement>('.ant-modal-close, dialog[open] [aria-label="Close"]'),
  )
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0);
  const left = closes.length ? Math.min(...closes.map((r) => r.left)) : window.innerWidth;
  return { placement: 'topLeft', width: Math.floor(Math.min(TOAST_WIDTH, left - EDGE - 8)), ...edges, top: TOP_EDGE };
}

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
    const where = placement();
    // antd takes the distance from the edge only as a setting of the whole notification area.
    api.config({ top: where.top, bottom: where.bottom });
    api[kind]({
      title,
      description: message,
      duration: options?.duration ?? TOAST_DURATION_S,
      placement: where.placement,
      style: where.width ? { width: where.width } : undefined,
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
