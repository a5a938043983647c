import { scrollBehavior } from '../motion';

/** Scrolling to the landing page's sections (spec 1 §2, §9): 80 px left above the target, smooth. */
export const SCROLL_OFFSET_PX = 80;
/** Delay before scrolling on the same page while the mobile menu collapses. */
export const SAME_PAGE_SCROLL_DELAY_MS = 100;
/** After navigating to / from another route: first attempt, then one retry. */
export const CROSS_ROUTE_SCROLL_DELAY_MS = 300;
export const CROSS_ROUTE_RETRY_DELAY_MS = 500;

export const SECTION_IDS = ['program', 'about', 'success-stories', 'faq'] as const;
export type SectionId = (typeof SECTION_IDS)[number];
/** How long a section opened by its address (/#faq) is held in place while the page's content still loads. */
export const HOLD_SECTION_MS = 8000;

/** Scrolls so the element sits 80 px below the top; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior });
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

const isSectionId = (id: string): id is SectionId => (SECTION_IDS as readonly string[]).includes(id);

/**
 * The page was opened at a section's address (/#faq, /#success-stories): puts that section 80 px below the top at
 * once, and keeps it there while content that loads later (success stories, the site configuration) changes the
 * page's height above it, until the visitor scrolls, taps or presses a key, or HOLD_SECTION_MS pass. Returns the
 * function that stops holding it.
 */
export function holdSectionFromHash(hash: string = window.location.hash): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!isSectionId(id) || typeof ResizeObserver === 'undefined') return () => undefined;
  const place = () => {
    const el = document.getElementById(id);
    if (!el) return;
    const top = Math.max(0, el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX);
    if (Math.abs(window.scrollY - top) >= 0.5) window.scrollTo({ top, behavior: 'instant' });
  };
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    inputs.forEach((type) => window.removeEventListener(type, stop, true));
  };
  const timer = setTimeout(stop, HOLD_SECTION_MS);
  inputs.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  place();
  return stop;
}
