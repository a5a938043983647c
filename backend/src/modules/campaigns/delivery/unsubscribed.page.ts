import { escapeHtml, messagePage } from '../../../core/html/html';

const BUTTON_STYLE =
  'font:inherit;font-size:16px;padding:10px 20px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer';

/**
 * What GET on the footer's unsubscribe link shows: one button that POSTs to the same signed link. Link scanners
 * (Safe Links, Mimecast) fetch every link of a message; only a person presses the button.
 */
export function unsubscribeConfirmPage(actionPath: string): string {
  return messagePage(
    'Unsubscribe from these e-mails?',
    '<p>Press the button to stop receiving our training e-mails.</p>\n' +
      `<form method="post" action="${escapeHtml(actionPath)}">` +
      `<button type="submit" style="${BUTTON_STYLE}">Unsubscribe</button></form>`,
  );
}

/** The page shown after unsubscribing (the button above, or a mail client's RFC 8058 one-click POST). */
export function unsubscribedPage(): string {
  return messagePage('You have been unsubscribed', '<p>You will not receive any more of these e-mails from us.</p>');
}
