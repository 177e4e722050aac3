/**
 * The application overview's words, once: the server lays them out as the PDF's slides, the browser
 * as the HTML and markdown downloads. Only the vendor network's section differs: the PDF has the
 * catalog's live figures, the browser's downloads have none and describe the network instead.
 */
export interface OverviewSection {
  title: string;
  /** Headline numbers; only the PDF shows them. */
  figures?: readonly { value: string; label: string }[];
  paragraphs?: readonly string[];
  points?: readonly { title: string; text: string }[];
}

/** The live catalog figures the PDF's vendor network section states. */
export interface NetworkFigures {
  vendorNames: string[];
  parts: number;
  listings: number;
  makes: number;
  categories: number;
  pricesUpdatedAt: Date | null;
}

export const OVERVIEW_TITLE = 'Pitlane — Application Overview';
export const OVERVIEW_SUBTITLE = 'Price comparison for parts for luxury European and Japanese performance cars';

const BRANDS =
  'BMW, Porsche, Ferrari, Lamborghini, Audi, Volkswagen, Aston Martin, Mercedes-Benz, Toyota, Lexus, Nissan, Mazda, Honda and Subaru';

/** Vendor names beyond this are summarised as "and N more", so the network slide never spills over. */
const MAX_VENDOR_NAMES = 20;

const VENDOR_NETWORK_TITLE = 'The vendor network';

const number = (n: number) => n.toLocaleString('en-US');
const day = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function vendorList(names: string[]): string {
  if (names.length === 0) return 'No vendors are connected yet.';
  const shown = names.slice(0, MAX_VENDOR_NAMES).join(', ');
  const rest = names.length - MAX_VENDOR_NAMES;
  return `Connected retailers: ${shown}${rest > 0 ? ` and ${number(rest)} more` : ''}.`;
}

/** The vendor network with the catalog's live figures (the PDF). */
export function vendorNetworkWithFigures(figures: NetworkFigures): OverviewSection {
  const freshness = figures.pricesUpdatedAt
    ? `Prices were last updated on ${day(figures.pricesUpdatedAt)} (UTC).`
    : 'No prices have been collected yet.';
  return {
    title: VENDOR_NETWORK_TITLE,
    figures: [
      { value: number(figures.vendorNames.length), label: 'verified vendors' },
      { value: number(figures.parts), label: 'parts in the catalog' },
      { value: number(figures.listings), label: 'vendor listings' },
    ],
    paragraphs: [
      `The catalog covers ${number(figures.makes)} makes in ${number(figures.categories)} part categories. ${freshness}`,
      vendorList(figures.vendorNames),
    ],
  };
}

/** The vendor network described without figures (the browser's downloads). */
export const VENDOR_NETWORK_DESCRIBED: OverviewSection = {
  title: VENDOR_NETWORK_TITLE,
  paragraphs: [
    '12+ verified specialty retailers — European-parts specialists, dealer parts departments and supercar specialists — with real-time pricing from their product feeds and live queries. The Vendors page lists each one with the number of parts it lists and when its prices were last updated.',
  ],
};

/** The overview's sections after its title, in order, around the vendor network section given. */
export function overviewSections(vendorNetwork: OverviewSection): OverviewSection[] {
  return [
    {
      title: 'What Pitlane is',
      paragraphs: [
        'Pitlane is a price-comparison site for parts for luxury European and Japanese performance cars. It finds the right part by name, OEM part number or vehicle, shows every specialty retailer’s offer side by side (price, shipping, stock and delivery) and sends the buyer to the retailer to buy.',
        `Pitlane sells nothing: purchases, shipping, returns and refunds happen with the vendor. It serves car enthusiasts, DIY owners and professional mechanics, with parts for ${BRANDS}.`,
      ],
    },
    {
      title: 'How it works',
      points: [
        { title: '1. Search for Parts', text: 'By part name, OEM part number, or make, model and year.' },
        { title: '2. Compare Prices', text: 'Every vendor’s price, shipping cost, stock and delivery time on one screen.' },
        {
          title: '3. Buy Directly from the Retailer',
          text: 'One click takes the buyer to the vendor’s own page; the order, warranty and returns are the vendor’s.',
        },
      ],
    },
    vendorNetwork,
    {
      title: 'Features',
      points: [
        { title: 'Search', text: 'Full-text search over names, part numbers, brands and fitment, with vehicle and category filters.' },
        { title: 'Live pricing', text: 'Vendors are queried in parallel for current prices and stock, alongside their product feeds.' },
        { title: 'Part-number lookup', text: 'OEM, superseded and aftermarket numbers, typed with or without spaces, lead to the same part.' },
        {
          title: 'Knowledge base & repair assistant',
          text: 'Step-by-step repair guides and an assistant that answers repair questions and suggests parts.',
        },
        { title: 'Your Genius', text: 'A personal DIY assistant in preparation; the waitlist is open.' },
      ],
    },
    {
      title: 'Business model',
      figures: [
        { value: '3-8%', label: 'referral commission per sale' },
        { value: 'up to 25%', label: 'savings for buyers' },
        { value: '12+', label: 'specialty vendors' },
      ],
      paragraphs: [
        'Pitlane earns a referral commission of 3-8% from the vendor when a buyer it referred completes a purchase. Buyers pay the vendor’s price, nothing more, and comparing offers saves them up to 25%. Referral compensation never changes the order or the content of results.',
      ],
    },
  ];
}
