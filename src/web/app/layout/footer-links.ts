/** Footer link groups. Paths not built yet show the 404 card until their page lands. */
export const PLATFORM_LINKS = [
  { href: '/part-number-search', label: 'Part Number Search' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/vendors', label: 'Vendors' },
  { href: '/knowledge-base', label: 'Knowledge Base' },
  { href: '/your-genius', label: 'Your Genius' },
  // The hearts' list lives in the browser only: this is its one way in besides the address.
  { href: '/saved', label: 'Saved parts' },
] as const;

export const HELP_LINKS = [
  { href: '/faq', label: 'FAQ' },
  { href: '/shipping', label: 'Shipping' },
  { href: '/returns', label: 'Returns' },
  { href: '/contact', label: 'Contact' },
] as const;

export const LEGAL_LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/sitemap', label: 'Sitemap' },
] as const;
