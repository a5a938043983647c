import { createHash } from 'crypto';
import { escapeHtml, messagePage } from '../../../core/html/html';

/**
 * The script of the click page: it tells the API that a browser followed the link (a POST to the same signed URL),
 * then moves on to the link's target. Link scanners that only fetch (GET, HEAD) never count as a click.
 */
const SCRIPT =
  "var a=document.getElementById('go');" +
  'try{navigator.sendBeacon(location.href)}catch(e){}' +
  'location.replace(a.href);';

/** The page's own policy: this one inline script (by its hash), no other script, nothing framed. */
export const CLICK_PAGE_CSP =
  `default-src 'none'; style-src 'unsafe-inline'; ` +
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'; connect-src 'self'; ` +
  `frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** What GET on a tracked link of a campaign e-mail answers: a link to the target, followed at once by the script. */
export function clickPage(target: string): string {
  const host = new URL(target).host;
  return messagePage(
    'Opening the link…',
    `<p><a id="go" href="${escapeHtml(target)}">Continue to ${escapeHtml(host)}</a></p>\n<script>${SCRIPT}</script>`,
  );
}
