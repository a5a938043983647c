import { renderToString } from 'react-dom/server';
import { LandingApp } from './app/landing-app';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import FixFlipIntro from './features/analyzer/components/FixFlipIntro';
import fixFlipFrameCss from './features/analyzer/page-frame.css?inline';
import adminNavCss from './shared/layout/admin-nav.css?inline';
import PortalHeader from './features/portal/components/PortalHeader';
import ToolPage from './features/portal/components/ToolPage';
import { TOOL_PAGE_INTROS } from './features/portal/portal.constants';
import { landingNavigation, SiteNavigationContext } from './shared/navigation';
import SiteNavbar from './shared/site/SiteNavbar';
import { appTheme } from './shared/theme';
import { SHELL_NAME_ATTR } from './app/app-shell';
import { TextRoot } from './app/TextRoot';
import type { Role } from './app/RequireRole';
import AdminDashboardBody, {
  FIGURE_TITLES,
  type AdminDashboardBodyProps,
} from './features/admin/components/AdminDashboardBody';
import { AdminLayoutView } from './shared/layout/AdminLayout';
import { pruneCss } from './app/prune-css';

/**
 * Build-time render of the landing page (vite.config.ts prerenders it into dist/index.html): the same app as the
 * browser's (app/landing-app.tsx), in the state its first render has (auth and data still loading), so the browser
 * hydrates the markup instead of replacing it.
 */
export function renderLandingPage(): Promise<string> {
  return Promise.resolve(renderToString(<LandingApp />));
}

/**
 * Where the signed-in person's name goes in a frame, by the role whose pages it frames (app/app-shell.ts fills it in
 * when the session check answers with that role; until then the frame stays unseen).
 */
const NAME_MARKS: Record<Role, string> = { student: 'APP_SHELL_STUDENT_NAME', admin: 'APP_SHELL_ADMIN_NAME' };
const noop = () => undefined;

/**
 * The frames of the pages a phone opens most (issue 31), rendered at build time from the pages' own components into
 * dist/spa.html: the browser paints the one for its address (app/app-shell-boot.ts names it) while the app's code
 * still downloads, and the app's first render replaces it. Only what every visitor of the route sees first: no data,
 * no controls that act.
 */
const SHELLS: Record<string, () => ReactNode> = {
  '/fix-flip': () => (
    <SiteNavigationContext.Provider value={landingNavigation}>
      <div className="ff-print-hide">
        <SiteNavbar />
      </div>
      <main className="ff-page">
        <FixFlipIntro />
      </main>
    </SiteNavigationContext.Provider>
  ),
  ...Object.fromEntries(
    Object.entries(TOOL_PAGE_INTROS).map(([route, intro]) => [
      route,
      () => (
        <MemoryRouter>
          <ToolPage {...intro}>{null}</ToolPage>
        </MemoryRouter>
      ),
    ]),
  ),
  '/student-dashboard': () => (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <PortalHeader name={NAME_MARKS.student} onLogout={noop} />
    </div>
  ),
  '/admin': () => (
    <MemoryRouter initialEntries={['/admin']}>
      <AdminLayoutView title="Admin Dashboard" name={NAME_MARKS.admin} pathname="/admin" onLogout={noop}>
        <AdminDashboardBody
          // Blank until the page has them, at the height the figures will take (no shift when they come).
          figures={Object.fromEntries(FIGURE_TITLES.map((t) => [t, '\u00a0'])) as AdminDashboardBodyProps['figures']}
          loading={false}
          onNavigate={noop}
        />
      </AdminLayoutView>
    </MemoryRouter>
  ),
};

export interface AppShells {
  /** The frames' styles: which one shows, antd's for the components in them, and their pages' own. */
  css: string;
  /** Every frame, hidden, for #root (beside the boot placeholder, which React replaces with them). */
  html: string;
}

/**
 * Every frame, rendered once at build time. The address names its frame on <html> (app/app-shell-boot.ts, the
 * page's first script) and only that one shows; under it, "Loading..." stays the status, unseen. A frame is inert and
 * hidden from assistive technology: nothing in it acts. The dashboard's frame shows once app/app-shell.ts gives it
 * the student's name, /admin's once it has an admin's (no one else sees a frame of a page they may not open).
 */
export function renderAppShells(): AppShells {
  const cache = createCache();
  const frames = Object.entries(SHELLS).map(([route, render]) => {
    const markup = renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={appTheme}>
          {/* As app/AntdShell.tsx renders every antd page, in the theme's text style. */}
          <TextRoot>{render()}</TextRoot>
        </ConfigProvider>
      </StyleProvider>,
    )
      .replace(NAME_MARKS.student, `<span ${SHELL_NAME_ATTR}="student"></span>`)
      .replace(NAME_MARKS.admin, `<span ${SHELL_NAME_ATTR}="admin"></span>`)
      // The navbar's closed webinar dialog: nothing a frame shows.
      .replace(/<dialog[\s\S]*?<\/dialog>/, '')
      // Icons keep their place but not their drawing (most of a frame's bytes; the page draws them a moment later).
      .replace(/(<svg[^>]*>)[\s\S]*?<\/svg>/g, '$1</svg>');
    return { route, markup };
  });
  const html = frames
    .map(({ route, markup }) => `<div class="app-shell" data-route="${route}" inert aria-hidden="true">${markup}</div>`)
    .join('');
  const shown = (suffix: string) =>
    frames.map(({ route }) => `html[data-app-shell="${route}"] ${suffix.replace('&', `[data-route="${route}"]`)}`);
  const css =
    `.app-shell{display:none}${shown('.app-shell&').join(',')}{display:block}` +
    `${shown('.boot-loading').join(',')}{inset:auto;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}` +
    `.app-shell:has([${SHELL_NAME_ATTR}]){visibility:hidden}` +
    pruneCss(extractStyle(cache, { plain: true }), html) +
    fixFlipFrameCss +
    adminNavCss;
  return { css, html };
}

export { renderFirstViewStyles } from './app/first-view-styles';
