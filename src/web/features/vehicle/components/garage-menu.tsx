import { CarFront, Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { GARAGE_MAX_VEHICLES } from '@shared/rules/garage';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useGarageActions, useGarageQuery } from '../api/garage-api';
import { VinForm } from './vin-form';

/** Shown beside the icon where the header has room for words: from md, except lg's crowded row. */
const HEADER_WORDS = 'hidden md:inline-block lg:max-xl:hidden';

/**
 * The header's "My Garage" menu on every page: the garage's vehicles (up to ten), the active one
 * marked, switch and remove, and adding by VIN or with the selector on the home page. The button
 * names the active car where the header has room; elsewhere it is an icon (a dot says a car is
 * chosen) and the car is in the menu.
 */
export function GarageMenu({ className }: { className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const garage = useGarageQuery();
  const actions = useGarageActions();
  const ref = useRef<HTMLDivElement>(null);
  const active = garage.data?.active ?? null;
  const vehicles = garage.data?.vehicles ?? [];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className={cn('relative', className)}>
      <Button
        variant="outline"
        size="sm"
        // The name is the label: the words beside the icon show only where the header has room.
        aria-label={active ? `My Garage: ${active.nickname ?? active.label}` : 'My Garage'}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <CarFront className="size-4" aria-hidden="true" />
        {active ? (
          <>
            <span className={cn(HEADER_WORDS, 'max-w-40 truncate xl:max-w-36')} aria-hidden="true" data-garage-car="">
              {active.nickname ?? active.label}
            </span>
            <span className="size-2 rounded-full bg-primary md:hidden lg:max-xl:inline-block" aria-hidden="true" />
          </>
        ) : (
          <span className={HEADER_WORDS} aria-hidden="true">
            My Garage
          </span>
        )}
      </Button>
      {open && (
        <div id={`${id}-panel`} role="region" aria-label="My Garage" className="fixed inset-x-4 top-16 z-50 grid gap-3 rounded-lg border border-border bg-background p-4 shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-auto md:mt-2 md:w-80">
          {active && (
            <p className="text-sm">
              <span className="text-muted-foreground">Shopping for </span>
              <span className="font-semibold" data-garage-active="">
                {[`${active.year} ${active.makeName} ${active.modelName}`, active.variant].filter(Boolean).join(' ')}
              </span>
            </p>
          )}
          {vehicles.length === 0 ? (
            <p className="text-sm text-muted-foreground">No vehicles yet. Add yours by VIN, or with the vehicle selector on the home page.</p>
          ) : (
            <ul className="grid gap-1" aria-label="Vehicles in My Garage">
              {vehicles.map((v) => {
                const isActive = active?.index === v.index;
                const name = [v.label, v.variant].filter(Boolean).join(' ');
                return (
                  <li key={v.index} className="flex items-center gap-2 text-sm">
                    <button
                      type="button"
                      className={cn('flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-muted', isActive && 'font-semibold')}
                      aria-pressed={isActive}
                      onClick={() => void actions.activate(v.index)}
                    >
                      {isActive ? <Check className="size-4 shrink-0 text-brand" aria-hidden="true" /> : <span className="size-4 shrink-0" />}
                      <span className="min-w-0 truncate">
                        {v.nickname ? `${v.nickname}: ` : ''}
                        {name}
                        {v.engine ? ` (${v.engine})` : ''}
                      </span>
                    </button>
                    <Button variant="ghost" size="sm" aria-label={`Remove ${name} from My Garage`} onClick={() => void actions.remove(v.index)}>
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {vehicles.length >= GARAGE_MAX_VEHICLES && (
            <p className="text-xs text-muted-foreground">The garage holds {GARAGE_MAX_VEHICLES} vehicles; adding one more replaces the oldest.</p>
          )}
          <VinForm submitLabel="Add" />
          <Link href="/" onClick={() => setOpen(false)} className="text-sm text-primary underline-offset-4 hover:underline">
            Add a vehicle with the selector
          </Link>
        </div>
      )}
    </div>
  );
}
