import { afterFirstPaint } from './shared/after-first-paint';
import { checkSession } from './shared/auth/session';
import { installDialogFocusWrap } from './shared/dialog-focus-wrap';
import { showPendingToast } from './shared/pending-toast';
import './styles.css';
// The landing page's own styles are in the first stylesheet: its prerendered markup paints fully styled before any
// JavaScript has loaded.
import './shared/site/site-chrome.css';
import './features/landing/landing.css';

const container = document.getElementById('root')!;
if (window.location.pathname === '/') {
  // The landing page arrives prerendered (first paint without JavaScript). Its code (React and the landing app: no
  // router, no Redux) is fetched only after that paint, then attaches to the markup instead of replacing it.
  afterFirstPaint(() => void import('./app/mount-landing').then(({ mountLanding }) => mountLanding(container)));
} else if (window.location.pathname.startsWith('/shared/')) {
  // A shared analysis: a small app of its own, read signed out (no session check, no router app); its page's code is
  // asked for beside the app's.
  void import('./features/shared-report').then(({ loadSharedAnalysisPage }) => loadSharedAnalysisPage());
  void import('./app/mount-shared').then(({ mountShared }) => mountShared(container));
} else {
  // Every other route: the router app (dist/spa.html preloads its first files); who is signed in is asked meanwhile
  // (the answer to the check the page's first script sent, app/app-shell-boot.ts).
  void checkSession();
  // The router starts the route's page chunks (and its data) as soon as the route table is here, while the app's own
  // code (React DOM, Ant Design) still downloads.
  const router = import('./app/router').then(({ router }) => router);
  void import('./app/mount-app').then(({ mountApp }) => mountApp(container, router));
}
showPendingToast();
installDialogFocusWrap();
