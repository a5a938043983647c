import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How the public site's shared parts (navbar, footer, the admin control) move between pages. The landing page ships
 * without the router: there a link is a plain page load (the app's code then loads for the page it opens). Inside
 * the app (app/layout.tsx) the router provides in-app navigation instead.
 */
export interface SiteNavigation {
  /** The current path ('/' on the landing page). */
  pathname: string;
  navigate: (to: string) => void;
  /** True inside the app's router; false on the router-less landing page. */
  inApp: boolean;
}

export const landingNavigation: SiteNavigation = {
  pathname: '/',
  navigate: (to) => window.location.assign(to),
  inApp: false,
};

export const SiteNavigationContext = createContext<SiteNavigation>(landingNavigation);

export const useSiteNavigation = () => useContext(SiteNavigationContext);

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A link to one of the site's pages: in the app a router navigation, on the landing page a page load. */
export function SiteLink({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate, inApp } = useSiteNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (!inApp || e.defaultPrevented || !plainClick(e)) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
