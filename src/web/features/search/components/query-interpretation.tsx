import type { SearchResponse } from '@shared/schemas/search';

/**
 * What the search made of the words: the corrected query with a link to the words as typed, and the
 * vehicle it searches for as a removable chip that says where the vehicle came from.
 */
export function QueryInterpretation({
  typed,
  answer,
  asTypedHref,
  withoutVehicleHref,
  onRemoveVehicle,
}: {
  typed: string;
  answer: Pick<SearchResponse, 'correctedQuery' | 'vehicle'> | undefined;
  /** The same search with the words as typed. */
  asTypedHref: string;
  /** The same search without the vehicle (its words taken out of the text, or the selector cleared). */
  withoutVehicleHref: string;
  onRemoveVehicle: () => void;
}) {
  if (!answer || (!answer.correctedQuery && !answer.vehicle)) return null;
  const { correctedQuery, vehicle } = answer;
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
    </div>
  );
}
