import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { cn } from '@web/lib/cn';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The header's links below the md breakpoint. The button is plain and light; the sheet (Radix
 * dialog: focus trap, Escape, focus return) is fetched when the pointer or focus reaches the button,
 * so it is there by the time of the click without weighing on the first paint.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function openMenu() {
    setWanted(true);
    setOpen(true);
  }
  // Pressed before the app's code arrived: the menu opens as soon as it can.
  usePressBeforeHydration('site-menu', openMenu);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        data-needs-app="site-menu"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-accent',
          'focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
