/** Header navigation, in the order the header shows it. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/part-number-search', label: 'Part Number Search' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/vendors', label: 'Vendors' },
  { href: '/your-genius', label: 'Your Genius' },
  { href: '/knowledge-base', label: 'Knowledge Base' },
  { href: '/contact', label: 'Support' },
] as const;

/** "/" is also served as "/home". */
export function isActivePath(href: string, location: string): boolean {
  if (href === '/') return location === '/' || location === '/home';
  return location === href || location.startsWith(`${href}/`);
}
