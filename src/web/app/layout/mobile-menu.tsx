import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@web/components/brand-mark';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { cn } from '@web/lib/cn';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { AuthAction } from './auth-action';
import { isActivePath, NAV_LINKS } from './nav-links';

/** The header's links below the md breakpoint; closes on any link click or on logout. */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  // Radix skips links when choosing initial focus, which would land on the theme buttons and pop
  // their tooltips; the first menu link is where a keyboard user expects to start.
  function focusFirstLink(event: Event) {
    const firstLink = navRef.current?.querySelector('a');
    if (!firstLink) return;
    event.preventDefault();
    firstLink.focus();
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label="Open menu"
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-accent',
          'focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        <Menu className="size-6" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent className="gap-6" onOpenAutoFocus={focusFirstLink}>
        <SheetTitle className="flex items-center">
          <span className="sr-only">Menu</span>
          <span aria-hidden="true">
            <BrandLogo />
          </span>
        </SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav ref={navRef} aria-label="Mobile">
          <ul className="grid gap-1">
            {NAV_LINKS.map(({ href, label }) => {
              const active = isActivePath(href, location);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={close}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex h-11 items-center rounded-md border-l-2 px-3 text-base font-medium transition-colors',
                      active
                        ? 'border-primary bg-accent text-foreground'
                        : 'border-transparent text-muted-foreground hover:bg-accent hover:text-foreground',
                    )}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto grid gap-4 border-t border-border pt-6">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium text-muted-foreground">Theme</span>
            <ThemeSwitcher />
          </div>
          <AuthAction onDone={close} className="w-full" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
