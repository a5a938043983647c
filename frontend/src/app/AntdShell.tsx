import { ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { appTheme } from '../shared/theme';
import { watchScrollableTables } from '../shared/layout/focusable-scroll';
import { TextRoot } from './TextRoot';
import './antd-shell.css';

/**
 * Ant Design's theme and the page's text style. Loaded lazily: the landing page does not use
 * antd, so it does not download it; every other page renders inside this shell.
 */
export function AntdShell({ children }: { children: ReactNode }) {
  useEffect(() => watchScrollableTables(), []);
  return (
    <ConfigProvider theme={appTheme}>
      <TextRoot>{children}</TextRoot>
    </ConfigProvider>
  );
}
