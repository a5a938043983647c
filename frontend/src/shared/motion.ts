/**
 * A visitor who asked their system for less motion (prefers-reduced-motion, WCAG 2.3.3) gets no antd animations
 * (theme.ts) and jumps instead of smooth scrolls. Read once per page load.
 */
export const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How to scroll to something: smoothly, or at once for a visitor who asked for less motion. */
export const scrollBehavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
