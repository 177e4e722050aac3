import { Search } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { EXAMPLE_PART_NUMBERS } from '@shared/catalog-examples';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { toast } from '@web/lib/use-toast';

/** The destructive notice for an empty submit. */
export const EMPTY_PART_NUMBER_NOTICE = {
  title: 'Part number required',
  description: 'Please enter a part number to search',
} as const;

/** The address of a part's page for a typed number. */
export function partPath(partNumber: string): string {
  return `/part/${encodeURIComponent(partNumber)}`;
}

/**
 * A part number box with a Search button (Enter submits too). The trimmed number goes to
 * /part/{partNumber}; an empty box shows the destructive notice and keeps the focus in the box.
 * It is a plain GET form to /part-search too, so it works before (or without) the app's code: the
 * server sends `?partNumber=` on to the part's page, and an empty one back here with the notice
 * (`emptySubmitted`).
 */
export function PartNumberSearchForm({ emptySubmitted = false }: { emptySubmitted?: boolean }) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(emptySubmitted);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const noticeId = useId();
  // Typed before the app's code arrived: kept, not wiped by hydration.
  useTypedBeforeHydration(inputId, setValue);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const partNumber = value.trim();
    if (!partNumber) {
      setInvalid(true);
      toast({ variant: 'destructive', ...EMPTY_PART_NUMBER_NOTICE });
      inputRef.current?.focus();
      return;
    }
    navigate(partPath(partNumber));
  }

  return (
    <form method="get" action="/part-search" role="search" aria-label="Part number search" onSubmit={onSubmit} noValidate className="grid gap-2">
      {emptySubmitted && invalid && (
        <div id={noticeId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-destructive">
          <p className="font-semibold">{EMPTY_PART_NUMBER_NOTICE.title}</p>
          <p>{EMPTY_PART_NUMBER_NOTICE.description}</p>
        </div>
      )}
      <Label htmlFor={inputId}>Part number</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          name="partNumber"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (invalid) setInvalid(false);
          }}
          placeholder={`e.g. ${EXAMPLE_PART_NUMBERS[0].partNumber}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={invalid || undefined}
          aria-describedby={emptySubmitted && invalid ? `${noticeId} ${hintId}` : hintId}
          className="h-12 font-mono text-base sm:text-base"
        />
        <Button type="submit" size="lg" className="sm:w-40">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        OEM, superseded or aftermarket numbers all work, with or without spaces and dashes.
      </p>
    </form>
  );
}
