/**
 * "Forgot my password or username?" on the landing page asks the account control (bottom right) to open its
 * dialog on the reset form. An event rather than a click on the control's button: it works while the control is
 * still loading (the request waits for it) and when the visitor is signed in (the control then shows no button).
 */
export const ACCOUNT_HELP_EVENT = 'account-help';

export function requestAccountHelp(): void {
  window.dispatchEvent(new Event(ACCOUNT_HELP_EVENT));
}
