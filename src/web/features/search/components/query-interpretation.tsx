import type { SearchResponse } from '@shared/schemas/search';

type VehicleChoice = SearchResponse['vehicleChoices'][number];

/**
 * What the search made of the words: the corrected query with a link to the words as typed, the
 * vehicle it searches for as a removable chip that says where the vehicle came from, and the models
 * the words could mean when they name more than one ("m3": the E46 or the F80?).
 */
export function QueryInterpretation({
  typed,
  answer,
  asTypedHref,
  withoutVehicleHref,
  onRemoveVehicle,
  choiceHref,
}: {
  typed: string;
  answer: Pick<SearchResponse, 'correctedQuery' | 'vehicle' | 'vehicleChoices'> | undefined;
  /** The same search with the words as typed. */
  asTypedHref: string;
  /** The same search without the vehicle (its words taken out of the text, or the selector cleared). */
  withoutVehicleHref: string;
  onRemoveVehicle: () => void;
  /** The same search for one of the models the words could mean; null when a choice cannot be linked. */
  choiceHref: (choice: VehicleChoice) => string | null;
}) {
  if (!answer || (!answer.correctedQuery && !answer.vehicle)) return null;
  const { correctedQuery, vehicle } = answer;
  const choices = vehicle?.source === 'query' ? answer.vehicleChoices.flatMap((choice) => {
    const href = choiceHref(choice);
    return href ? [{ choice, href }] : [];
  }) : [];
  const origin = vehicle?.source === 'query' ? 'from your search' : 'from your vehicle selection';
  return (
    <div className="mt-2 flex flex-col gap-2 text-sm" data-testid="query-interpretation">
      {correctedQuery && (
        <p data-testid="corrected-query">
          Showing results for <strong>{correctedQuery}</strong> — search instead for{' '}
          <a href={asTypedHref} className="font-medium text-foreground underline underline-offset-2">
            <em>{typed}</em>
          </a>
        </p>
      )}
      {vehicle && (
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="inline-flex items-center gap-1 rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium"
            data-testid="vehicle-chip"
          >
            <span>{vehicle.label}</span>
            <span className="text-xs font-normal text-muted-foreground">({origin})</span>
            <a
              href={withoutVehicleHref}
              onClick={(event) => {
                event.preventDefault();
                onRemoveVehicle();
              }}
              className="ml-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-background"
              aria-label={`Remove vehicle ${vehicle.label}`}
            >
              <span aria-hidden="true">✕</span>
            </a>
          </span>
        </div>
      )}
      {choices.length > 1 && (
        <nav aria-label="Which model?" className="flex flex-wrap items-center gap-2" data-testid="vehicle-choices">
          <span className="text-muted-foreground">Which one?</span>
          {choices.map(({ choice, href }) => (
            <a
              key={choice.modelId}
              href={href}
              className="rounded-full border border-border px-3 py-1 font-medium hover:border-primary/40 hover:bg-primary/10"
            >
              {choice.label}
            </a>
          ))}
        </nav>
      )}
    </div>
  );
}
