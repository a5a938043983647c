/** Scrolling to the landing page's sections (spec 1 §2, §9): 80 px left above the target, smooth. */
export const SCROLL_OFFSET_PX = 80;
/** Delay before scrolling on the same page while the mobile menu collapses. */
export const SAME_PAGE_SCROLL_DELAY_MS = 100;
/** After navigating to / from another route: first attempt, then one retry. */
export const CROSS_ROUTE_SCROLL_DELAY_MS = 300;
export const CROSS_ROUTE_RETRY_DELAY_MS = 500;

export type SectionId = 'program' | 'about' | 'success-stories' | 'faq';

/** Scrolls so the element sits 80 px below the top; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}

/** After a route change: try after 300 ms, retry after another 500 ms, then only log a warning. */
export function scrollAfterNavigation(
  id: string,
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
): void {
  schedule(() => {
    if (scrollToSection(id)) return;
    schedule(() => {
      if (!scrollToSection(id)) console.warn(`Section "${id}" not found; cannot scroll to it`);
    }, CROSS_ROUTE_RETRY_DELAY_MS);
  }, CROSS_ROUTE_SCROLL_DELAY_MS);
}
