import { SESSION_CHECK } from '../shared/auth/session-check';
import type { Schemas } from '../api/types';
import { greetInAppShell } from './app-shell';
import { afterFirstPaint } from '../shared/after-first-paint';
import { loadAppStyles } from '../shared/app-styles';

/**
 * The first script of dist/spa.html (issue 31), run before the body is read and needing nothing of the app's code:
 * - names the address on <html>, so the frame the build rendered for it (prerender.tsx: hidden in #root until named)
 *   is on the page's first paint, while the app's code downloads;
 * - sends the session check (taking the answer spa.html preloads) and, once the body is read, shows a frame that waits
 *   for the person's name (the dashboard's, /admin's) without waiting for the app's code; the session module reads
 *   the same answer (shared/auth/session.ts);
 * - fetches the app's scripts and antd's first-view styles once that first paint is on screen (the build lists them in
 *   `<meta name="app-scripts">` and `<meta name="app-styles-student">` / `app-styles-admin`).
 */
document.documentElement.dataset.appShell = window.location.pathname.replace(/\/+$/, '');

const sent = fetch(SESSION_CHECK.url, { credentials: 'include' });
window.firstSessionCheck = sent;

/** Runs `show` once the body is read ('interactive' comes before the deferred app scripts run). */
function onceRead(show: () => void) {
  if (document.readyState !== 'loading') show();
  else document.addEventListener('readystatechange', show, { once: true });
}

sent
  .then((response) => (response.ok ? (response.clone().json() as Promise<Schemas['AuthCheckResponseDto']>) : null))
  .then((answer) => {
    const user = answer?.authenticated ? answer.user : null; // as the session module reads it
    if (user) onceRead(() => greetInAppShell(user));
  })
  .catch(() => undefined); // the session module reports what went wrong

/**
 * Requests asked for per task. Each costs the main thread ~0.4 ms on a desktop CPU, so the ~35 in one task made a
 * 21–26 ms task right after the first paint: on a phone's CPU, four times slower, past the 50 ms at which a task
 * blocks input. Ten keep each batch well under it.
 */
const REQUESTS_PER_TASK = 10;

const preload = (href: string) =>
  Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
const script = (src: string) =>
  Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: '' });

/**
 * Adds the app's first modules as `modulepreload` links and then its entry script (spa.html's
 * `<meta name="app-scripts">`, the entry first), a batch a task. The entry comes last, so the imports it starts find
 * their modules already asked for.
 */
function loadApp() {
  loadAppStyles();
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]')?.content.split(' ') ?? [];
  const [entry, ...modules] = listed.filter(Boolean);
  if (!entry) return;
  const requests = [...modules.map(preload), script(entry)];
  const batch = (from: number) => {
    document.head.append(...requests.slice(from, from + REQUESTS_PER_TASK));
    if (from + REQUESTS_PER_TASK < requests.length) setTimeout(() => batch(from + REQUESTS_PER_TASK));
  };
  batch(0);
}

onceRead(() => afterFirstPaint(loadApp));
