import { messagePage } from '../../../core/html/html';

/** The page shown after the unsubscribe link of a campaign e-mail (served by the API, no app code needed). */
export function unsubscribedPage(): string {
  return messagePage('You have been unsubscribed', '<p>You will not receive any more of these e-mails from us.</p>');
}
