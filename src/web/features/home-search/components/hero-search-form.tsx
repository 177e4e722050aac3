import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { type HomeSearchField, homeSearchProblem, homeSearchTarget, quickSearchTarget } from '@shared/rules/search';
import type { Suggestion } from '@shared/schemas/suggest';
import { Button } from '@web/components/ui/button';
import { chosenSearchText } from '@web/components/search-suggestions/chosen-search';
import { SuggestingInput } from '@web/components/search-suggestions/suggesting-input';
import { Label } from '@web/components/ui/label';
import { type VehicleChoice, type VehicleField, vehicleFieldId } from '@web/lib/vehicle-choice';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { FormAlert } from './form-alert';

const TERM_ID = 'hero-search-term';
const VEHICLE_ID_PREFIX = 'hero-vehicle';

interface HeroSearchFormProps {
  /** The vehicle chosen in the selector the page puts in the form. */
  vehicle: VehicleChoice;
  /** The vehicle selector, drawn with the ids and invalid field the form gives it. */
  renderVehicleSelector: (props: { idPrefix: string; invalidField?: VehicleField }) => ReactNode;
  /** Below the selector: My Garage. */
  footer?: ReactNode;
}

/**
 * The home page's main search: a part name or number, the vehicle, and Search. Checks run in the
 * fixed order (homeSearchProblem) and the first failing one is shown and its field focused; a part number
 * goes to the part-number screen, words to the results page.
 */
export function HeroSearchForm({ vehicle, renderVehicleSelector, footer }: HeroSearchFormProps) {
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');
  // Typed before the app's code arrived: kept, not wiped by hydration.
  useTypedBeforeHydration(TERM_ID, setTerm);
  // The field whose message Search last showed; the message goes once that field is filled in,
  // and the next missing field waits for the next Search.
  const [shownField, setShownField] = useState<HomeSearchField | null>(null);

  const input = { term, make: vehicle.make, year: vehicle.year, model: vehicle.model };
  const problem = shownField ? homeSearchProblem(input) : null;
  const shown = problem?.field === shownField ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = homeSearchProblem(input);
    setShownField(found?.field ?? null);
    if (found) {
      document.getElementById(found.field === 'term' ? TERM_ID : vehicleFieldId(VEHICLE_ID_PREFIX, found.field))?.focus();
      return;
    }
    navigate(homeSearchTarget(input));
  };

  // A suggestion is a whole search: a vehicle among them searches its words (the chip says it came
  // from the search), a part number goes to the part-number screen, anything else keeps the vehicle
  // chosen in the selector when one is complete.
  const choose = (suggestion: Suggestion) => {
    const text = chosenSearchText(term, suggestion);
    setTerm(text);
    setShownField(null);
    if (suggestion.group === 'number') navigate(`/part-search?${new URLSearchParams({ partNumber: text })}`);
    else if (suggestion.group !== 'vehicle' && !homeSearchProblem({ ...input, term: text })) navigate(homeSearchTarget({ ...input, term: text }));
    else navigate(quickSearchTarget(text));
  };

  return (
    // A plain GET form too: before (or without) the app's code, Enter and Search go to the results
    // page, which checks the words itself.
    <form
      method="get"
      action="/search"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label="Search parts"
      className="mt-8 rounded-2xl bg-card p-4 text-card-foreground shadow-2xl ring-1 ring-black/5 sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={TERM_ID} className="text-xs font-semibold text-muted-foreground">
          Part name or number
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <SuggestingInput
            id={TERM_ID}
            name="q"
            value={term}
            onValueChange={setTerm}
            onChoose={choose}
            placeholder="e.g. brake pads or 11621259307"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={shown?.field === 'term' || undefined}
            aria-describedby={shown ? 'hero-search-alert' : undefined}
            className="h-12 pl-11 text-base md:text-base"
          />
        </div>
      </div>

      <div className="mt-4">
        {renderVehicleSelector({ idPrefix: VEHICLE_ID_PREFIX, invalidField: shown?.field === 'term' ? undefined : shown?.field })}
      </div>

      {shown && <FormAlert id="hero-search-alert" message={shown.message} className="mt-4" />}

      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">{footer}</div>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40">
          <Search className="size-5" aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
