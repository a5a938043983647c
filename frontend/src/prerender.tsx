import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';

/**
 * Build-time render of the landing page (vite.config.ts prerenders it into dist/index.html): the same route table,
 * providers and components as the browser, in the state the browser's first render has (auth and data still
 * loading), so the app hydrates the markup instead of replacing it.
 */
export async function renderLandingPage(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://prerender.local/'));
  if (context instanceof Response) throw new Error(`prerender: / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
