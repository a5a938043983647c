import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../features/auth/AuthProvider';
import { ToastHolder, TOAST_DURATION_S, TOAST_MAX_COUNT } from '../shared/toast';
import { appTheme } from '../shared/theme';
import { store } from './store';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={appTheme}>
        <AntApp notification={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_S, placement: 'topRight' }}>
          <ToastHolder />
          <AuthProvider>{children}</AuthProvider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
