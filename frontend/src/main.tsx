import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import { installDialogFocusWrap } from './shared/dialog-focus-wrap';
import { showPendingToast } from './shared/pending-toast';
import { isPrerendered } from './shared/prerendered';
import './styles.css';

const container = document.getElementById('root')!;
if (window.location.pathname === '/') {
  // The landing page arrives prerendered (first paint without JavaScript): attach to that markup instead of
  // replacing it. It is its own small app; the router, Redux and the pages load only for the other routes.
  if (isPrerendered()) hydrateRoot(container, <LandingApp />);
  else createRoot(container).render(<LandingApp />);
} else {
  void import('./app/mount-app').then(({ mountApp }) => mountApp(container));
}
showPendingToast();
installDialogFocusWrap();
