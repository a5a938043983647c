import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { appTheme } from '../shared/theme';
import { watchScrollableTables } from '../shared/layout/focusable-scroll';
import './antd-shell.css';

/**
 * Ant Design's theme and App context (for Modal/message hooks). Loaded lazily: the landing page does not use
 * antd, so it does not download it; every other page renders inside this shell.
 */
export function AntdShell({ children }: { children: ReactNode }) {
  useEffect(() => watchScrollableTables(), []);
  return (
    <ConfigProvider theme={appTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
