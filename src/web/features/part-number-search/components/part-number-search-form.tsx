import { Search } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { EXAMPLE_PART_NUMBERS } from '@shared/catalog-examples';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/use-toast';

/** The destructive notice for an empty submit (spec 000 §2, 001 §2, §8). */
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
 */
export function PartNumberSearchForm() {
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

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
    <form role="search" aria-label="Part number search" onSubmit={onSubmit} noValidate className="grid gap-2">
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
          aria-describedby={hintId}
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
