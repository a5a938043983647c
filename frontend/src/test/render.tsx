import { render, screen, waitFor, within } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '../api/api';
import { TextRoot } from '../app/TextRoot';
import { Providers } from '../app/providers';
import { store } from '../app/store';

/**
 * Renders `ui` as the router app would at `path`: the app's own providers (store, session, site reads) and the antd
 * shell, inside a memory router, with an empty cache. Other paths render their name, so a test can see where a page
 * navigated to.
 *
 * antd's styles are computed but not put into the document (cssinjs's server mode): jsdom lays nothing out, and with
 * them it matched every role and name query against thousands of CSS rules (docs/decisions.md). What is visible
 * where is the browser tests' to judge.
 */
export function renderPage(ui: ReactElement, path = '/') {
  // The app's store is one per page load: each test starts with an empty cache, as a fresh page would.
  store.dispatch(api.util.resetApiState());
  return render(
    <StyleProvider mock="server">
      <Providers>
        <TextRoot>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={ui} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          </MemoryRouter>
        </TextRoot>
      </Providers>
    </StyleProvider>,
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

/** The alert that says `text` (antd's alerts have no accessible name: found by what they say). */
export async function findAlert(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen.queryAllByRole('alert').find((a) => within(a).queryByText(text, { exact: true }));
    if (!alert) throw new Error(`no alert saying ${text}`);
    return alert;
  });
}
