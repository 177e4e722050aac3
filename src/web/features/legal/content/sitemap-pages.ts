import type { SitemapLink } from '../components/sitemap-section';

/** The site map's fixed entries; makes, categories and guides come from the API. */
export const MAIN_PAGES: readonly SitemapLink[] = [
  { href: '/', label: 'Home' },
  { href: '/search', label: 'Search Parts' },
  { href: '/part-number-search', label: 'Part Number Search' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/vendors', label: 'Vendors' },
  { href: '/knowledge-base', label: 'Knowledge Base' },
  { href: '/your-genius', label: 'Your Genius' },
  { href: '/pitch-deck', label: 'Pitch Deck' },
];

export const HELP_PAGES: readonly SitemapLink[] = [
  { href: '/faq', label: 'FAQ' },
  { href: '/shipping', label: 'Shipping Information' },
  { href: '/returns', label: 'Returns' },
  { href: '/contact', label: 'Contact Support' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/download-slides', label: 'Application Overview' },
];
