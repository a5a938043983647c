import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { onSignedOut } from '../shared/auth/signed-out';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
  },
  // The development build's state checks warn past 32 ms, which a loaded machine reaches on a large page: 256 ms
  // keeps the warning for a real problem without a console warning per busy moment.
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware({ immutableCheck: { warnAfter: 256 }, serializableCheck: { warnAfter: 256 } }).concat(
      api.middleware,
    ),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;

// Nothing the previous user loaded may stay in the cache for the next person at this browser.
onSignedOut(() => store.dispatch(api.util.resetApiState()));
