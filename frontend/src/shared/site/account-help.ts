/**
 * "Forgot my password or username?" on the landing page asks the account control (bottom right) to open its
 * dialog (on the login form; on the reset form for a signed-in visitor). An event rather than a click on the control's button: it works when the visitor is
 * signed in (the control then shows no button), and a request made while the control is still loading is kept
 * until the control takes it when it mounts.
 */
export const ACCOUNT_HELP_EVENT = 'account-help';

let pending = false;

export function requestAccountHelp(): void {
  pending = true;
  window.dispatchEvent(new Event(ACCOUNT_HELP_EVENT));
}

/** True once per request: the control calls it on each event and when it mounts. */
export function takeAccountHelpRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
