import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The text style (colour, size, line height, font) that antd's App component gives a page, from the theme's tokens,
 * without App itself: App also builds message, notification and modal holders that no page uses, and with them
 * ~11 KB (gzip) of their code on every signed-in page's first load (docs/decisions.md, Phone performance).
 * Toasts use antd's static notification API (shared/toast.tsx); a confirmation uses Modal.useModal where it shows.
 */
export function TextRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
