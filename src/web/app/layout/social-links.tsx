import type { ReactNode } from 'react';

/**
 * Brand glyphs drawn in the same stroke style as the lucide set (which ships no brand logos).
 * The targets are the platforms' home pages until Pitlane's own accounts exist.
 */
const SOCIAL_LINKS: { label: string; href: string; glyph: ReactNode }[] = [
  {
    label: 'Pitlane on Instagram',
    href: 'https://www.instagram.com/',
    glyph: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  {
    label: 'Pitlane on YouTube',
    href: 'https://www.youtube.com/',
    glyph: (
      <>
        <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </>
    ),
  },
  {
    label: 'Pitlane on Facebook',
    href: 'https://www.facebook.com/',
    glyph: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  },
];

export function SocialLinks() {
  return (
    <ul className="flex items-center gap-2">
      {SOCIAL_LINKS.map(({ label, href, glyph }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="inline-flex size-10 items-center justify-center rounded-full border border-inverse-border text-inverse-muted transition-colors hover:border-inverse-muted hover:text-inverse-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-[18px]"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {glyph}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
