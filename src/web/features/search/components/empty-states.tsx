import { CarFront, LayoutGrid, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { looksLikePartNumber } from '@shared/rules/part-number';
import { Button } from '@web/components/ui/button';
import { PRICE_RANGE_ERROR } from '../search-state';
import { SearchMessage } from './search-message';

/** No query and no vehicle. `children`: a shortcut such as My Garage. */
export function SelectVehicleFirst({ categoryName, children }: { categoryName?: string; children?: ReactNode }) {
  return (
    <SearchMessage Icon={CarFront} title="Please, Select a Vehicle First">
      <p>
        Choose your make, year and model
        {categoryName ? ` to see ${categoryName.toLowerCase()} parts that fit it` : ' to see the parts that fit it'}, or search
        by part name or number above.
      </p>
      {children}
    </SearchMessage>
  );
}

/** A vehicle but no category and no query: the category choices go in `children`, below. */
export function SelectCategory({ vehicleName, children }: { vehicleName: string; children: ReactNode }) {
  return (
    <SearchMessage Icon={LayoutGrid} title="Please, Select a Category Below">
      <p>Pick what you are shopping for on your {vehicleName}, or search by part name or number above.</p>
      {children}
    </SearchMessage>
  );
}

interface NoResultsProps {
  query: string;
  /** The vehicle searched for ("2015 BMW M3"), when one is. */
  vehicleName?: string;
  /** Whether a category or a listing filter narrows the search. */
  filtered?: boolean;
  /** Offered when filters may be what hides the results. */
  onClearFilters?: () => void;
  /** What to try next: categories, the garage car's popular parts, the part-number search. */
  children?: ReactNode;
}

/** "for the 2015 BMW M3 with the current filters": only what the search was actually narrowed by. */
function narrowedBy(vehicleName: string | undefined, filtered: boolean): string {
  return [vehicleName ? `for the ${vehicleName}` : '', filtered ? 'with the current filters' : ''].filter(Boolean).join(' ');
}

/** Nothing matched; a part-number-shaped query gets advice about part numbers. */
export function NoResults({ query, vehicleName, filtered = false, onClearFilters, children }: NoResultsProps) {
  const isPartNumber = looksLikePartNumber(query);
  const narrowed = narrowedBy(vehicleName, filtered);
  return (
    <SearchMessage Icon={SearchX} title="No Results Found">
      {isPartNumber ? (
        <p>
          We couldn't find part number <strong className="font-mono text-foreground">{query}</strong> at any retailer in our
          network. Check the number for typos, or try the OEM number stamped on the old part or a superseded number.
        </p>
      ) : (
        <p data-testid="no-results-message">
          {query ? (
            <>
              No parts match <strong className="text-foreground">“{query}”</strong>
            </>
          ) : (
            'No parts match'
          )}
          {narrowed ? ` ${narrowed}` : ''}. Try fewer words{filtered ? ', fewer filters' : ''}
          {vehicleName ? ', another vehicle' : ''} or one of these:
        </p>
      )}
      {onClearFilters && (
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
      {children}
    </SearchMessage>
  );
}

/** The price bounds cannot both hold, so nothing was searched. */
export function ImpossiblePriceRange({ onClearPrice }: { onClearPrice: () => void }) {
  return (
    <SearchMessage Icon={TriangleAlert} title="Check the price range">
      <p>{PRICE_RANGE_ERROR}. Change the price fields, or clear them to see every price.</p>
      <Button variant="outline" onClick={onClearPrice}>
        Clear price
      </Button>
    </SearchMessage>
  );
}
