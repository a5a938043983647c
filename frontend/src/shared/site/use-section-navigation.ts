import { useCallback } from 'react';
import { useSiteNavigation } from '../navigation';
import { SAME_PAGE_SCROLL_DELAY_MS, scrollAfterNavigation, scrollToSection, type SectionId } from './section-scroll';

/**
 * Returns goToSection(id): on / it scrolls smoothly (80 px offset); elsewhere it navigates to / first,
 * then scrolls after 300 ms, retries after 500 ms, and finally logs a warning.
 */
export function useSectionNavigation() {
  const { pathname, navigate } = useSiteNavigation();
  return useCallback(
    (id: SectionId, opts: { afterMenuClose?: boolean } = {}) => {
      if (pathname === '/') {
        if (opts.afterMenuClose) setTimeout(() => scrollToSection(id), SAME_PAGE_SCROLL_DELAY_MS);
        else scrollToSection(id);
        return;
      }
      navigate('/');
      scrollAfterNavigation(id);
    },
    [pathname, navigate],
  );
}
