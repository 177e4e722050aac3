import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { DemoNotice } from '@web/features/site-status/components/demo-notice';
import { useDropServerHeadOnNavigate } from '@web/lib/server-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { HydrateApart } from '@web/components/hydrate-apart';

/** A new page starts at its top, as a full page load would. */
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useDropServerHeadOnNavigate(location);
}

export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <DemoNotice />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}
