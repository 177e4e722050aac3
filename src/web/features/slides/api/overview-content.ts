/**
 * The application overview the FAQ and /download-slides offer as HTML and markdown (built here, in
 * the browser). The PDF of the same overview is rendered by the server with live catalog figures.
 */
export interface OverviewSection {
  title: string;
  paragraphs?: readonly string[];
  points?: readonly { title: string; text: string }[];
}

export const OVERVIEW_TITLE = 'Pitlane — Application Overview';
export const OVERVIEW_SUBTITLE = 'Price comparison for parts for luxury European and Japanese performance cars';

export const OVERVIEW_FILES = {
  pdf: 'pitlane-application-overview.pdf',
  html: 'pitlane-application-overview.html',
  markdown: 'pitlane-application-overview.md',
} as const;

const BRANDS =
  'BMW, Porsche, Ferrari, Lamborghini, Audi, Volkswagen, Aston Martin, Mercedes-Benz, Toyota, Lexus, Nissan, Mazda, Honda and Subaru';

export const OVERVIEW_SECTIONS: readonly OverviewSection[] = [
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
  {
    title: 'The vendor network',
    paragraphs: [
      '12+ verified specialty retailers — European-parts specialists, dealer parts departments and supercar specialists — with real-time pricing from their product feeds and live queries. The Vendors page lists each one with the number of parts it lists and when its prices were last updated.',
    ],
  },
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
    paragraphs: [
      'Pitlane earns a referral commission of 3-8% from the vendor when a buyer it referred completes a purchase. Buyers pay the vendor’s price, nothing more, and comparing offers saves them up to 25%. Referral compensation never changes the order or the content of results.',
    ],
  },
];
