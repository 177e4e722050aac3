import { type RefObject, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@web/components/brand-mark';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { cn } from '@web/lib/cn';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { AuthAction } from './auth-action';
import { isActivePath, NAV_LINKS } from './nav-links';

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, which gets focus back when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-out panel of the mobile menu. A chunk of its own: the Radix dialog behind it is needed
 * only once someone opens the menu, not before the first paint.
 */
export default function MobileMenuSheet({ open, onOpenChange, triggerRef }: MobileMenuSheetProps) {
  const [location] = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const close = () => onOpenChange(false);

  // Radix skips links when choosing initial focus, which would land on the theme buttons and pop
  // their tooltips; the first menu link is where a keyboard user expects to start.
  function focusFirstLink(event: Event) {
    const firstLink = navRef.current?.querySelector('a');
    if (!firstLink) return;
    event.preventDefault();
    firstLink.focus();
  }

  // The sheet has no Radix trigger (the button lives in the header chunk), so focus is returned by hand.
  function returnFocus(event: Event) {
    event.preventDefault();
    triggerRef.current?.focus();
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="gap-6" onOpenAutoFocus={focusFirstLink} onCloseAutoFocus={returnFocus}>
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
