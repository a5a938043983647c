import { renderToString } from 'react-dom/server';
import { LandingApp } from './app/landing-app';

/**
 * Build-time render of the landing page (vite.config.ts prerenders it into dist/index.html): the same app as the
 * browser's (app/landing-app.tsx), in the state its first render has (auth and data still loading), so the browser
 * hydrates the markup instead of replacing it.
 */
export function renderLandingPage(): Promise<string> {
  return Promise.resolve(renderToString(<LandingApp />));
}
