import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSharedAnalysisPage } from '../features/shared-report';
import { titleFor } from './route-titles';

/**
 * A shared analysis (/shared/<token>), opened from a link by a lender or partner: its own small app like the landing
 * page (no router, no Redux, no antd), served in a shell that preloads none of the app's code (dist/plain.html).
 * Rendered once the page's code is here (main.tsx asks for it beside this module), so React never suspends on it.
 */
export function mountShared(container: HTMLElement): void {
  document.title = titleFor(window.location.pathname);
  void loadSharedAnalysisPage().then(({ default: SharedAnalysisPage }) =>
    createRoot(container).render(
      <StrictMode>
        <SharedAnalysisPage />
      </StrictMode>,
    ),
  );
}
