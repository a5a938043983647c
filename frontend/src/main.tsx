import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { installDialogFocusWrap } from './shared/dialog-focus-wrap';
import { showPendingToast } from './shared/pending-toast';
import { isPrerendered } from './shared/prerendered';
import './styles.css';

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
const container = document.getElementById('root')!;
// The landing page arrives prerendered (first paint without JavaScript): attach to that markup instead of replacing it.
if (isPrerendered()) hydrateRoot(container, app);
else createRoot(container).render(app);
showPendingToast();
installDialogFocusWrap();
