import { render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '../api/api';
import { Providers } from '../app/providers';
import { store } from '../app/store';

/**
 * Renders `ui` as the router app would at `path`: the app's own providers (store, session, site reads) and antd's
 * App, inside a memory router, with an empty cache. Other paths render their name, so a test can see where a page navigated to.
 */
export function renderPage(ui: ReactElement, path = '/') {
  // The app's store is one per page load: each test starts with an empty cache, as a fresh page would.
  store.dispatch(api.util.resetApiState());
  return render(
    <Providers>
      <AntdApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={ui} />
            <Route path="*" element={<p>Navigated away</p>} />
          </Routes>
        </MemoryRouter>
      </AntdApp>
    </Providers>,
  );
}

/** The open dialog titled `name` (antd gives every dialog the same aria-labelledby id under test, so no name query). */
export async function findDialog(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(name, { exact: true }));
    if (!dialog) throw new Error(`no dialog titled ${name}`);
    return dialog;
  });
}
