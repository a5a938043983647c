import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { onSignedOut } from '../shared/auth/signed-out';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;

// Nothing the previous user loaded may stay in the cache for the next person at this browser.
onSignedOut(() => store.dispatch(api.util.resetApiState()));
