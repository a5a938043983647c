import type { ThemeConfig } from 'antd';
import { reducedMotion } from './motion';

/** Brand colours: deep navy primary, gold accent for calls to action. */
export const brand = {
  navy: '#1f3a93',
  navyDark: '#14285f',
  gold: '#d4a017',
  goldDark: '#b8860b',
  ink: '#1c2434',
  surface: '#f5f7fb',
} as const;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.navy,
    colorInfo: brand.navy,
    colorLink: brand.navy,
    colorWarning: brand.gold,
    // antd's default red (#ff4d4f) gives white button text and red link text 3.3:1; this red gives 5.6:1.
    colorError: '#c62828',
    // antd lightens the hover shade (#d4514c, 4.1:1); a darker one keeps a hovered or focused danger link legible.
    colorErrorHover: '#a91e1e',
    colorErrorActive: '#8e1919',
    colorTextBase: brand.ink,
    // Secondary, hint, placeholder and empty-state text dark enough for WCAG AA (4.5:1 on white and on the
    // layout grey); antd derives them from colorTextBase with transparency, which falls to about 2.7:1.
    colorTextSecondary: '#4f5868',
    colorTextDescription: '#4f5868',
    colorTextTertiary: '#596272',
    colorTextQuaternary: '#646c7a',
    colorTextPlaceholder: '#646c7a',
    // Seeds of the preset palettes whose tag text (shade 7 on shade 1) fell under 4.5:1.
    green: '#237804',
    gold: '#ad6800',
    orange: '#ad4e00',
    cyan: '#006d75',
    lime: '#5b8c00',
    volcano: '#ad2102',
    // The focus ring every antd control draws on :focus-visible (an outline in this colour) and the glow of a
    // focused field or file input: antd derives both from the primary colour as pale tints (2.9:1 and 1.6:1 on
    // white); these keep 3:1 against white and the layout grey (WCAG 1.4.11).
    colorPrimaryBorder: '#5b6fb0',
    controlOutline: 'rgba(31, 58, 147, 0.65)',
    colorBgLayout: brand.surface,
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // Dialogs, menus and toasts open and close without their zoom and fade for a visitor who asked for less motion.
    motion: !reducedMotion,
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: brand.surface, footerBg: brand.navyDark },
    Button: { fontWeight: 600 },
  },
};

/** Theme for gold call-to-action buttons (used by CtaButton via a nested ConfigProvider). */
export const ctaTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.gold,
    colorPrimaryHover: '#e0b43a',
    colorPrimaryActive: brand.goldDark,
    // antd's focus outline would be a pale gold tint; the dark gold keeps 3:1 on white.
    colorPrimaryBorder: brand.goldDark,
    colorTextLightSolid: '#1c2434',
  },
};
