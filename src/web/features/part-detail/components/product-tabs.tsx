import type { PartDetail } from '@shared/schemas/parts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { FitmentDetails } from './fitment-details';
import { KeyFeatures } from './key-features';
import { ReviewList } from './review-list';
import { SpecificationsTable } from './specifications-table';

export type ProductTab = 'description' | 'specifications' | 'fitment' | 'reviews';
export const PRODUCT_TABS_ID = 'details';

interface ProductTabsProps {
  part: PartDetail;
  value: ProductTab;
  onValueChange: (tab: ProductTab) => void;
}

/** Description, Specifications, Fitment Details and Reviews, from the part's own data. */
export function ProductTabs({ part, value, onValueChange }: ProductTabsProps) {
  // A tab pressed before the app took the page over opens once it has (boot.ts holds the press).
  usePressBeforeHydration('tab-description', () => onValueChange('description'));
  usePressBeforeHydration('tab-specifications', () => onValueChange('specifications'));
  usePressBeforeHydration('tab-fitment', () => onValueChange('fitment'));
  usePressBeforeHydration('tab-reviews', () => onValueChange('reviews'));
  return (
    <section id={PRODUCT_TABS_ID} aria-label="Product details" className="scroll-mt-32">
      <Tabs value={value} onValueChange={(next) => onValueChange(next as ProductTab)}>
        <TabsList aria-label="Product details">
          <TabsTrigger value="description" data-needs-app="tab-description">Description</TabsTrigger>
          <TabsTrigger value="specifications" data-needs-app="tab-specifications">Specifications</TabsTrigger>
          <TabsTrigger value="fitment" data-needs-app="tab-fitment">Fitment Details</TabsTrigger>
          <TabsTrigger value="reviews" data-needs-app="tab-reviews">
            Reviews
            <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">{part.reviews.count}</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="description">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <p className="max-w-prose leading-relaxed">{part.description}</p>
            {part.features.length > 0 && (
              <div>
                <h3 className="font-semibold">Features</h3>
                <KeyFeatures features={part.features} className="mt-3" />
              </div>
            )}
          </div>
        </TabsContent>
        <TabsContent value="specifications">
          <SpecificationsTable brand={part.brand} partNumber={part.partNumber} specifications={part.specifications} />
        </TabsContent>
        <TabsContent value="fitment">
          <FitmentDetails fitments={part.fitments} />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewList reviews={part.reviews} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
