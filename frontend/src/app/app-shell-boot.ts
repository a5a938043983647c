/**
 * The first script of dist/spa.html (issue 31): names the address on <html>, so the frame the build rendered for it
 * (prerender.tsx: hidden in #root until named) is on the page's first paint, while the app's code downloads.
 * Built alone into a classic script (vite.config.ts): it runs before the body is read and needs nothing of the app.
 */
document.documentElement.dataset.appShell = window.location.pathname.replace(/\/+$/, '');
