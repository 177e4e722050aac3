import { OffersCardList, type CardOffersPart } from './offers-card-list';
import { OffersSection, type SectionOffersPart } from './offers-section';

export { VENDOR_OFFERS_ID } from './vendor-offers-id';

type VendorOffersProps =
  | {
      /** Under a search result: its cheapest offers, expandable to all. */
      layout: 'card';
      part: CardOffersPart;
      itemPriceOnly: boolean;
    }
  | {
      /** The part page's "Available at N retailers" section, every offer in a row of its own. */
      layout: 'section';
      part: SectionOffersPart;
    };

/** Every vendor's offer for one part, in the offer rule's order, each with a Buy link to the retailer. */
export function VendorOffers(props: VendorOffersProps) {
  return props.layout === 'card' ? <OffersCardList part={props.part} itemPriceOnly={props.itemPriceOnly} /> : <OffersSection part={props.part} />;
}
