import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SAME_PAGE_SCROLL_DELAY_MS, scrollAfterNavigation, scrollToSection, type SectionId } from './section-scroll';

/**
 * Returns goToSection(id): on / it scrolls smoothly (80 px offset); elsewhere it navigates to / first,
 * then scrolls after 300 ms, retries after 500 ms, and finally logs a warning.
 */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: SectionId, opts: { afterMenuClose?: boolean } = {}) => {
      if (pathname === '/') {
        if (opts.afterMenuClose) setTimeout(() => scrollToSection(id), SAME_PAGE_SCROLL_DELAY_MS);
        else scrollToSection(id);
        return;
      }
      void navigate('/');
      scrollAfterNavigation(id);
    },
    [pathname, navigate],
  );
}
