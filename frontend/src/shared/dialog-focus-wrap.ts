/**
 * Tab and Shift+Tab wrap around inside the open antd dialog. antd's own focus lock only pulls focus back after it
 * has left, so one Tab past the last control put focus on the page body (or the browser's toolbar) before the
 * next came back to the dialog: a step where nothing visible has focus. Installed once, for every dialog.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function openDialog(): HTMLElement | null {
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap [role="dialog"]')).filter(
    (d) => d.offsetParent !== null || d.getClientRects().length > 0,
  );
  return dialogs[dialogs.length - 1] ?? null;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

function onKeyDown(e: KeyboardEvent) {
  if (e.key !== 'Tab' || e.defaultPrevented) return;
  const dialog = openDialog();
  if (!dialog) return;
  const list = focusables(dialog);
  if (!list.length) return;
  const first = list[0];
  const last = list[list.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const inside = !!active && dialog.contains(active);
  if (e.shiftKey ? !inside || active === first : !inside || active === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

let installed = false;

export function installDialogFocusWrap(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', onKeyDown, true);
}
