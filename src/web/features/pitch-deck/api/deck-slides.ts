/**
 * The pitch deck's content: the one source for the on-screen deck and its .md and .txt downloads.
 * Claims follow the product brief — 12+ vendors (the traction slide's 15+ is the one larger claim),
 * savings up to 25%, real-time pricing, commissions 3-8% — and the brands the FAQ lists.
 */
export interface DeckPoint {
  title: string;
  text: string;
}

export interface DeckFigure {
  value: string;
  label: string;
}

export interface DeckSlide {
  /** Stable key, also the slide's role in the story. */
  id: 'title' | 'problem' | 'solution' | 'market' | 'demo' | 'revenue' | 'competition' | 'traction' | 'team' | 'funding';
  /** The small label above the title, e.g. "The Problem". */
  kicker: string;
  title: string;
  subtitle?: string;
  figures?: readonly DeckFigure[];
  points?: readonly DeckPoint[];
  /** A closing line under the body. */
  note?: string;
}

export const DECK_TITLE = 'Pitlane — Investor Pitch Deck';

export const DECK_SLIDES: readonly DeckSlide[] = [
  {
    id: 'title',
    kicker: 'Pitlane',
    title: 'Find the right part at the best price',
    subtitle:
      'The price-comparison engine for parts for luxury European and Japanese performance cars. We sell nothing: we compare every specialist and send the buyer to the best offer.',
    figures: [
      { value: '12+', label: 'specialty vendors compared' },
      { value: 'Up to 25%', label: 'savings for buyers' },
      { value: 'Real-time', label: 'pricing and stock' },
    ],
  },
  {
    id: 'problem',
    kicker: 'The Problem',
    title: 'Buying parts for a performance car is slow, opaque and risky',
    points: [
      {
        title: 'Fragmented',
        text: 'The right part is spread over dozens of specialist stores, dealer parts counters and overseas suppliers.',
      },
      {
        title: 'Opaque pricing',
        text: 'The same OEM part can cost up to 25% more at one vendor than another, before shipping is even counted.',
      },
      {
        title: 'Fitment anxiety',
        text: 'Superseded numbers and model-year changes make it easy to order the wrong part — and restocking fees run 15-25%.',
      },
      {
        title: 'Hours lost',
        text: 'Owners and mechanics juggle browser tabs, forums and part catalogs to compare a single brake job.',
      },
    ],
  },
  {
    id: 'solution',
    kicker: 'The Solution',
    title: 'One search across every specialist',
    points: [
      { title: 'Search for Parts', text: 'By part name, OEM part number (with or without spaces) or make, model and year.' },
      { title: 'Compare Prices', text: 'Price, shipping, stock and delivery time from every vendor, side by side, in real time.' },
      {
        title: 'Buy Directly from the Retailer',
        text: 'One click to the vendor’s own product page. The order, warranty and returns stay with the vendor.',
      },
      { title: 'Expert help', text: 'Step-by-step repair guides and an AI repair assistant that suggests the parts a job needs.' },
    ],
  },
  {
    id: 'market',
    kicker: 'The Market',
    title: 'A premium niche inside a very large market',
    figures: [
      { value: '$400B+', label: 'U.S. automotive aftermarket (industry estimates)' },
      { value: '14', label: 'premium brands covered at launch' },
      { value: '3', label: 'buyer groups: enthusiasts, DIY owners, professional mechanics' },
    ],
    points: [
      {
        title: 'High-value buyers',
        text: 'Owners of BMW, Porsche, Ferrari, Lamborghini, Mercedes-Benz, Lexus and their peers spend more per part and per year.',
      },
      {
        title: 'Shifting online',
        text: 'Parts buyers increasingly research and compare online before they order — and specialists already sell there.',
      },
    ],
  },
  {
    id: 'demo',
    kicker: 'Product Demo',
    title: 'From part number to best offer in seconds',
    points: [
      { title: '1. Search', text: 'Type “11 62 1 259 307” or pick “Porsche 911 (997), 2008” — superseded and aftermarket numbers lead to the same part.' },
      { title: '2. Compare', text: 'Live prices from every vendor that stocks it, sorted by total cost, with stock, delivery and price history.' },
      { title: '3. Click out', text: 'A tracked link takes the buyer to the vendor’s page with the part in stock.' },
      { title: '4. Learn', text: 'Guides and the repair assistant explain the job, the tools and the torque figures.' },
    ],
  },
  {
    id: 'revenue',
    kicker: 'Revenue Model',
    title: 'Paid by vendors on completed sales, never by buyers',
    figures: [
      { value: '3-8%', label: 'referral commission per completed sale' },
      { value: '$0', label: 'cost and markup for buyers' },
    ],
    points: [
      { title: 'Referral commissions', text: 'Vendors pay 3-8% of each sale we refer, through their affiliate programs.' },
      { title: 'Vendor insights (planned)', text: 'Demand and price-position reports for vendors who want to grow with us.' },
      { title: 'Your Genius (planned)', text: 'A premium personal DIY assistant for owners who do their own work.' },
    ],
    note: 'Commissions never change the order or content of results: trust is the product.',
  },
  {
    id: 'competition',
    kicker: 'Competition',
    title: 'Nobody compares the specialists',
    points: [
      {
        title: 'General marketplaces',
        text: 'eBay Motors and Amazon are broad but weak on fitment and genuine parts for performance and exotic cars.',
      },
      { title: 'Single specialists', text: 'Excellent stores — but each shows one catalog and one price.' },
      { title: 'Forums and clubs', text: 'Deep knowledge, no price comparison, and advice that ages fast.' },
      {
        title: 'Pitlane',
        text: 'Every specialist side by side, part-number aware, with live prices, guides and an assistant in one place.',
      },
    ],
  },
  {
    id: 'traction',
    kicker: 'Traction',
    title: 'Live, with a growing vendor network',
    figures: [
      { value: '15+', label: 'specialty vendors in the network' },
      { value: '14', label: 'brands from BMW to Subaru' },
      { value: 'Real-time', label: 'pricing through feeds and live vendor queries' },
    ],
    points: [
      { title: 'Part-number search', text: 'OEM, superseded and aftermarket numbers resolve to the same part.' },
      { title: 'Knowledge base', text: 'Expert repair guides for BMW, Porsche, Mercedes-Benz, Ferrari and Lamborghini.' },
      { title: 'Waitlist open', text: 'Your Genius, the personal DIY assistant, is taking sign-ups.' },
    ],
  },
  {
    id: 'team',
    kicker: 'Team',
    title: 'Enthusiasts who build software',
    points: [
      { title: 'Founder & CEO', text: 'Product and vendor partnerships; a decade in automotive e-commerce.' },
      { title: 'CTO', text: 'Search and pricing infrastructure: catalog, feeds and live vendor connections.' },
      { title: 'Head of Technical Content', text: 'Master technician who writes and reviews every repair guide.' },
      { title: 'Advisors', text: 'Specialty parts retail, affiliate marketing and automotive data.' },
    ],
  },
  {
    id: 'funding',
    kicker: 'Funding',
    title: 'Raising a $1.5M seed round',
    figures: [
      { value: '40%', label: 'engineering: search, live pricing, mobile app' },
      { value: '25%', label: 'vendor network: integrations and onboarding' },
      { value: '25%', label: 'growth: enthusiast communities and content' },
      { value: '10%', label: 'operations' },
    ],
    points: [
      { title: 'Milestones', text: '50 connected vendors, the mobile app and the Your Genius launch within 18 months.' },
      { title: 'Talk to us', text: 'Partnership and investor questions through the Pitlane contact page.' },
    ],
  },
];
