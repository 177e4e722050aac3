import { cn } from '@web/lib/cn';

/** The Pitlane mark: a slanted "P" with speed lines, the same drawing as the favicon. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-primary)" />
      <path d="M10 24 15 8h6.5a5.5 5.5 0 0 1 0 11H16.2l-1.6 5z" fill="#fff" />
      <path d="M17.4 15h3.6a1.9 1.9 0 0 0 0-3.8h-2.4z" fill="var(--color-primary)" />
      <path d="M4 24h4.5M3 20h4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface BrandLogoProps {
  className?: string;
  /** "inverse" on the graphite surfaces, where the red needs to be lighter to stay readable. */
  tone?: 'default' | 'inverse';
}

/** Mark plus wordmark; the wordmark carries the accessible name when used inside a link. */
export function BrandLogo({ className, tone = 'default' }: BrandLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      <span className={cn('text-xl font-extrabold italic tracking-tight', tone === 'inverse' && 'text-inverse-foreground')}>
        Pit<span className={tone === 'inverse' ? 'text-inverse-brand' : 'text-brand'}>lane</span>
      </span>
    </span>
  );
}
