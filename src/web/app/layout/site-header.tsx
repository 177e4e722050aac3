import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@web/components/brand-mark';
import { cn } from '@web/lib/cn';
import { useAuth } from '@web/features/auth/components/use-auth';
import { BasketCount } from '@web/features/basket/components/basket-count';
import { GarageMenu } from '@web/features/vehicle/components/garage-menu';
import { ThemeCycleButton, ThemeSwitcher } from '../theme/theme-switcher';
import { AuthAction } from './auth-action';
import { MobileMenu } from './mobile-menu';
import { isActivePath, NAV_LINKS } from './nav-links';

/**
 * One row from lg (1024 px): the links take the room between the brand (the way home there, so no
 * Home link beside it) and the actions, which stay compact (Log Out as an icon; the garage's car as
 * an icon and the theme as one button until xl). The row is as wide as the page's content at every
 * width from xl, so nothing more fits on wider screens. Between md and lg the
 * links move to a second row; below md they live in the slide-out menu. The actions are a row of
 * small components, so another one is one more line.
 */
export function SiteHeader() {
  const [location] = useLocation();
  const { isAuthenticated, gateEnabled } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:flex-nowrap lg:gap-x-3 lg:px-8 xl:gap-x-4">
        <Link href="/" className="order-1 -ml-1 flex h-16 shrink-0 items-center rounded-md px-1">
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="order-3 hidden w-full md:block lg:order-2 lg:w-auto lg:min-w-0 lg:flex-1">
          <ul className="-mx-2.5 flex items-center overflow-x-auto pb-1 lg:mx-0 lg:justify-center lg:pb-0">
            {NAV_LINKS.map(({ href, label }) => {
              const active = isActivePath(href, location);
              return (
                <li key={href} className={href === '/' ? 'lg:hidden' : undefined}>
                  <Link
                    href={href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'relative flex h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors lg:px-1.5 xl:px-2',
                      'after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:rounded-full after:bg-primary after:opacity-0 after:transition-opacity lg:after:inset-x-1.5 xl:after:inset-x-2',
                      active ? 'text-foreground after:opacity-100' : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="order-2 ml-auto flex shrink-0 items-center gap-2 lg:order-3 lg:ml-0 xl:gap-3">
          {(isAuthenticated || !gateEnabled) && <GarageMenu />}
          {(isAuthenticated || !gateEnabled) && <BasketCount />}
          <ThemeSwitcher className="hidden md:inline-flex lg:max-xl:hidden" />
          <ThemeCycleButton className="hidden lg:max-xl:inline-flex" />
          <AuthAction className="hidden md:inline-flex" />
          <MobileMenu className="md:hidden" />
        </div>
      </div>
    </header>
  );
}
