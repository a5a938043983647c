import { escapeHtml, messagePage } from '../../core/html/html';

/** The page the confirmation link lands on (served by the API). */
export function consentPage(siteUrl: string): string {
  return messagePage(
    'Your e-mail is confirmed',
    '<p>Thank you. You will receive our training e-mails; every one has an unsubscribe link.</p>\n' +
      `<p><a href="${escapeHtml(siteUrl)}">Back to the site</a></p>`,
  );
}
