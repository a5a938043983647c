import { createHash } from 'crypto';
import { escapeHtml, messagePage } from '../../../core/html/html';

/**
 * The script of the click page: it tells the API that a browser followed the link (a POST to the same signed URL),
 * then moves on to the link's target once that POST is answered, or after 1.5 s at most. Link scanners that only
 * fetch (GET, HEAD) never count as a click. Waiting for the answer means the click is stored before the target
 * opens (a purchase made right after is credited to it); keepalive lets it finish if the person leaves first.
 */
const SCRIPT =
  "var a=document.getElementById('go'),gone=false;" +
  'function go(){if(!gone){gone=true;location.replace(a.href)}}' +
  "setTimeout(go,1500);try{fetch(location.href,{method:'POST',keepalive:true,credentials:'omit'}).then(go,go)}" +
  'catch(e){go()}';

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
