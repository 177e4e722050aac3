import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
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

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
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
