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
  /** Offered when filters may be what hides the results. */
  onClearFilters?: () => void;
}

/** Nothing matched; a part-number-shaped query gets advice about part numbers. */
export function NoResults({ query, onClearFilters }: NoResultsProps) {
  const isPartNumber = looksLikePartNumber(query);
  return (
    <SearchMessage Icon={SearchX} title="No Results Found">
      {isPartNumber ? (
        <p>
          We couldn't find part number <strong className="font-mono text-foreground">{query}</strong> at any retailer in our
          network. Check the number for typos, or try the OEM number stamped on the old part or a superseded number.
        </p>
      ) : (
        <p>
          {query ? (
            <>
              No parts match <strong className="text-foreground">“{query}”</strong>
            </>
          ) : (
            'No parts match'
          )}{' '}
          with the current vehicle and filters. Try fewer words, another category or a different vehicle.
        </p>
      )}
      {onClearFilters && (
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
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
