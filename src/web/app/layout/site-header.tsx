import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@web/components/brand-mark';
import { cn } from '@web/lib/cn';
import { useAuth } from '@web/features/auth/components/use-auth';
import { BasketCount } from '@web/features/basket/components/basket-count';
import { GarageMenu } from '@web/features/vehicle/components/garage-menu';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { AuthAction } from './auth-action';
import { MobileMenu } from './mobile-menu';
import { isActivePath, NAV_LINKS } from './nav-links';

/**
 * One row on wide screens; between md and xl the links move to a second row (seven links do not
 * fit beside the brand and actions there). Below md they live in the slide-out menu.
 */
export function SiteHeader() {
  const [location] = useLocation();
  const { isAuthenticated, gateEnabled } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="order-1 -ml-1 flex h-16 items-center rounded-md px-1">
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="order-3 hidden w-full md:block xl:order-2 xl:w-auto xl:flex-1">
          <ul className="-mx-2.5 flex items-center overflow-x-auto pb-1 xl:mx-0 xl:justify-center xl:pb-0">
            {NAV_LINKS.map(({ href, label }) => {
              const active = isActivePath(href, location);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'relative flex h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors lg:px-3',
                      'after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:rounded-full after:bg-primary after:opacity-0 after:transition-opacity lg:after:inset-x-3',
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

        <div className="order-2 ml-auto flex items-center gap-3 xl:order-3 xl:ml-0">
          {(isAuthenticated || !gateEnabled) && <GarageMenu />}
          {(isAuthenticated || !gateEnabled) && <BasketCount />}
          <ThemeSwitcher className="hidden md:inline-flex" />
          <AuthAction className="hidden md:inline-flex" />
          <MobileMenu className="md:hidden" />
        </div>
      </div>
    </header>
  );
}
