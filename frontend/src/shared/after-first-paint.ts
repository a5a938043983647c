/**
 * Runs `start` once the page's first paint is on screen (the browser reports it after presenting the frame), so
 * nothing `start` fetches competes with that paint: the landing page's code (main.tsx), the app's scripts on the
 * other pages (app/app-shell-boot.ts). Any paint entry counts: Safari reports only the first contentful one. At once
 * in a hidden tab, which paints nothing until shown; after a second at most where the browser reports no paints.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return once();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 1000);
}
