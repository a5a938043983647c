declare global {
  interface Window {
    /** Settles when the first-view stylesheet the boot script added has loaded or failed (loadAppStyles). */
    appStyles?: Promise<void>;
  }
}

/**
 * Adds the stylesheet spa.html names for this address (antd's styles for the first views of the admin pages, or of
 * every other page: app/first-view-styles.tsx) first in `<head>`, where antd puts the styles it builds, so the pages'
 * own CSS still comes after it.
 */
export function loadAppStyles(): void {
  const view = /^\/admin(\/|$)/.test(window.location.pathname) ? 'admin' : 'student';
  const href = document.querySelector<HTMLMetaElement>(`meta[name="app-styles-${view}"]`)?.content;
  if (!href) return;
  const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  window.appStyles = new Promise<void>((settle) => {
    sheet.onload = sheet.onerror = () => settle();
  });
  document.head.prepend(sheet);
}

/**
 * Resolves once that stylesheet is here (at once without one: the landing page, the dev server). antd reads which
 * styles it holds on its first render only, so nothing of antd renders before: a failed download leaves antd
 * building every style itself, as it would without the file.
 */
export const appStylesLoaded = (): Promise<void> => window.appStyles ?? Promise.resolve();
