import type { OverviewFigures } from './slides.queries';

/** What one slide says; `slides.pdf.ts` decides how it looks. */
export type SlideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'points'; items: { title: string; text: string }[] }
  | { kind: 'figures'; items: { value: string; label: string }[] };

export interface Slide {
  title: string;
  blocks: SlideBlock[];
}

export const OVERVIEW_TITLE = 'Pitlane — Application Overview';
export const OVERVIEW_SUBTITLE = 'Price comparison for parts for luxury European and Japanese performance cars';

const BRANDS =
  'BMW, Porsche, Ferrari, Lamborghini, Audi, Volkswagen, Aston Martin, Mercedes-Benz, Toyota, Lexus, Nissan, Mazda, Honda and Subaru';

/** Vendor names beyond this are summarised as "and N more", so the network slide never spills over. */
const MAX_VENDOR_NAMES = 20;

const number = (n: number) => n.toLocaleString('en-US');
const day = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function vendorList(names: string[]): string {
  if (names.length === 0) return 'No vendors are connected yet.';
  const shown = names.slice(0, MAX_VENDOR_NAMES).join(', ');
  const rest = names.length - MAX_VENDOR_NAMES;
  return `Connected retailers: ${shown}${rest > 0 ? ` and ${number(rest)} more` : ''}.`;
}

/** The overview's slides after the title page, with the network's live figures filled in. */
export function overviewSlides(figures: OverviewFigures): Slide[] {
  const freshness = figures.pricesUpdatedAt
    ? `Prices were last updated on ${day(figures.pricesUpdatedAt)} (UTC).`
    : 'No prices have been collected yet.';
  return [
    {
      title: 'What Pitlane is',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Pitlane is a price-comparison site for parts for luxury European and Japanese performance cars. ' +
            'It finds the right part by name, OEM part number or vehicle, shows every specialty retailer\'s offer side by side ' +
            '(price, shipping, stock and delivery) and sends the buyer to the retailer to buy.',
        },
        {
          kind: 'paragraph',
          text:
            'Pitlane sells nothing: purchases, shipping, returns and refunds happen with the vendor. It serves car enthusiasts, ' +
            `DIY owners and professional mechanics, with parts for ${BRANDS}.`,
        },
      ],
    },
    {
      title: 'How it works',
      blocks: [
        {
          kind: 'points',
          items: [
            { title: '1. Search for Parts', text: 'By part name, OEM part number, or make, model and year.' },
            { title: '2. Compare Prices', text: 'Every vendor\'s price, shipping cost, stock and delivery time on one screen.' },
            {
              title: '3. Buy Directly from the Retailer',
              text: 'One click takes the buyer to the vendor\'s own page; the order, warranty and returns are the vendor\'s.',
            },
          ],
        },
      ],
    },
    {
      title: 'The vendor network',
      blocks: [
        {
          kind: 'figures',
          items: [
            { value: number(figures.vendorNames.length), label: 'verified vendors' },
            { value: number(figures.parts), label: 'parts in the catalog' },
            { value: number(figures.listings), label: 'vendor listings' },
          ],
        },
        {
          kind: 'paragraph',
          text: `The catalog covers ${number(figures.makes)} makes in ${number(figures.categories)} part categories. ${freshness}`,
        },
        { kind: 'paragraph', text: vendorList(figures.vendorNames) },
      ],
    },
    {
      title: 'Features',
      blocks: [
        {
          kind: 'points',
          items: [
            { title: 'Search', text: 'Full-text search over names, part numbers, brands and fitment, with vehicle and category filters.' },
            { title: 'Live pricing', text: 'Vendors are queried in parallel for current prices and stock, alongside their product feeds.' },
            {
              title: 'Part-number lookup',
              text: 'OEM, superseded and aftermarket numbers, typed with or without spaces, lead to the same part.',
            },
            {
              title: 'Knowledge base & repair assistant',
              text: 'Step-by-step repair guides and an assistant that answers repair questions and suggests parts.',
            },
            { title: 'Your Genius', text: 'A personal DIY assistant in preparation; the waitlist is open.' },
          ],
        },
      ],
    },
    {
      title: 'Business model',
      blocks: [
        {
          kind: 'figures',
          items: [
            { value: '3-8%', label: 'referral commission per sale' },
            { value: 'up to 25%', label: 'savings for buyers' },
            { value: '12+', label: 'specialty vendors' },
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Pitlane earns a referral commission of 3-8% from the vendor when a buyer it referred completes a purchase. ' +
            'Buyers pay the vendor\'s price, nothing more, and comparing offers saves them up to 25%. ' +
            'Referral compensation never changes the order or the content of results.',
        },
      ],
    },
  ];
}
