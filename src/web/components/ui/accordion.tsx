import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '@web/lib/cn';

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Level of the heading around each trigger, so the accordion fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Item open on first render; none by default. */
  defaultOpenId?: string;
  className?: string;
}

/** Keys that move focus between triggers (WAI-ARIA accordion pattern); Enter and Space are native to buttons. */
function focusTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A single-open, collapsible accordion: opening one item closes the one that was open, and the open
 * item closes again on a second press. Each trigger is a button inside a heading that names its panel.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const triggerId = (index: number) => `${baseId}-trigger-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    document.getElementById(triggerId(target))?.focus();
  };

  return (
    <div className={cn('divide-y divide-border rounded-xl border border-border bg-card', className)}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} data-state={open ? 'open' : 'closed'}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                id={triggerId(index)}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-accent/60',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  index === 0 && 'rounded-t-xl',
                  index === items.length - 1 && !open && 'rounded-b-xl',
                )}
              >
                <span>{item.title}</span>
                <ChevronDown
                  className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId(index)}
              hidden={!open}
              className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
