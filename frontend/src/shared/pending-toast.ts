/**
 * A toast that must outlive a full page load (a success message followed by window.location.assign): kept in
 * session storage by `toastAfterReload` and shown by `showPendingToast` once the next page starts. The toast module
 * (and antd with it) is only loaded when there is something to show, so the landing page stays light.
 */
const KEY = 'pending-toast';

interface PendingToast {
  kind: 'success' | 'info';
  title: string;
  message?: string;
}

export function toastAfterReload(toast: PendingToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // storage blocked: the redirect happens without the message
  }
}

export function showPendingToast(): void {
  let pending: PendingToast | null;
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    pending = raw ? (JSON.parse(raw) as PendingToast) : null;
  } catch {
    return;
  }
  if (!pending?.title) return;
  const { kind, title, message } = pending;
  void import('./toast').then(({ toast }) => toast[kind === 'info' ? 'info' : 'success'](title, message));
}
