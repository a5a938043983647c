import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../features/auth';
import { SiteReadsContext } from '../shared/site-config';
import { rtkSiteReads } from '../shared/site-reads.api';
import { store } from './store';

/**
 * The router app's providers (app/mount-app.tsx; the landing page has its own, app/landing-app.tsx). Ant Design is
 * NOT here: it loads with the pages that use it (app/AntdShell.tsx). The public site's reads come from RTK Query here.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <SiteReadsContext.Provider value={rtkSiteReads}>
        <AuthProvider>{children}</AuthProvider>
      </SiteReadsContext.Provider>
    </Provider>
  );
}
