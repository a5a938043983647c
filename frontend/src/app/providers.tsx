import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../features/auth';
import { store } from './store';

/**
 * The router app's providers (app/mount-app.tsx; the landing page has its own, app/landing-app.tsx). Ant Design is
 * NOT here: it loads with the pages that use it (app/AntdShell.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <AuthProvider>{children}</AuthProvider>
    </Provider>
  );
}
