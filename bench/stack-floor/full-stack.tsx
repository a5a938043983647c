import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Page as AntdPage } from './antd-form';

/** The antd page inside the rest of the chosen stack: React Router's data router and a Redux store with RTK Query. */
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ ping: build.query<{ ok: boolean }, void>({ query: () => '/health/ping' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

function Analyzer() {
  api.usePingQuery(undefined, { skip: true });
  return <AntdPage />;
}

const router = createBrowserRouter([{ path: '*', element: <Analyzer /> }]);

export function Page() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
