import { type ComponentProps, type KeyboardEvent, useState } from 'react';
// Types only: the schema (and zod with it) stays out of the page's first script.
import type { Suggestion } from '@shared/schemas/suggest';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useSuggestions } from './use-suggestions';

/** The groups in the order they are shown, with their headings. */
const GROUP_NAMES: Record<Suggestion['group'], string> = {
  part: 'Parts and categories',
  number: 'Part numbers',
  brand: 'Brands',
  vehicle: 'Vehicles',
};

type SuggestingInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'role'> & {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onChoose: (suggestion: Suggestion) => void;
};

/**
 * A search field that offers suggestions as the shopper types, grouped (parts, part numbers, brands,
 * vehicles), in the ARIA combobox pattern: arrows move through the list, Enter chooses, Escape closes.
 * Focus stays in the field throughout (aria-activedescendant names the highlighted option), so typing
 * goes on where it was. Enter with nothing highlighted submits the form as before.
 */
export function SuggestingInput({ id, value, onValueChange, onChoose, onKeyDown, onBlur, className, ...inputProps }: SuggestingInputProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value, open);
  const listboxId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;
  const expanded = open && suggestions.length > 0;
  const current = expanded && active >= 0 && active < suggestions.length ? active : -1;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      // Past either end the highlight leaves the list (-1: the field's own text), then wraps round.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(suggestions[current]!);
    }
  };

  // Options are numbered across the groups, in the order they are shown.
  const groups = (Object.keys(GROUP_NAMES) as Suggestion['group'][]).map((group) => ({
    group,
    entries: suggestions.map((s, i) => ({ s, i })).filter(({ s }) => s.group === group),
  })).filter((g) => g.entries.length > 0);

  return (
    <>
      <Input
        {...inputProps}
        id={id}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
          setActive(-1);
        }}
        className={className}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border border-border bg-popover py-1 text-left text-popover-foreground shadow-lg"
      >
        {groups.map(({ group, entries }) => (
          <div key={group} role="group" aria-labelledby={`${listboxId}-${group}`}>
            <div id={`${listboxId}-${group}`} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {GROUP_NAMES[group]}
            </div>
            {entries.map(({ s, i }) => (
              <div
                key={`${group}-${s.label}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                // Pressing an option must not blur the field (which closes the list) before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(s)}
                onMouseEnter={() => setActive(i)}
                className={cn('cursor-pointer truncate px-3 py-2 text-sm', i === current && 'bg-accent text-accent-foreground')}
              >
                {s.label}
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
