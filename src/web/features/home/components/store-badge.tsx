import type { LucideIcon } from 'lucide-react';

interface StoreBadgeProps {
  href: string;
  Icon: LucideIcon;
  caption: string;
  store: string;
}

/** An app-store button drawn with CSS and an icon, so the page loads no third-party artwork. */
export function StoreBadge({ href, Icon, caption, store }: StoreBadgeProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-14 min-w-44 items-center gap-3 rounded-xl border border-white/20 bg-black px-4 text-white transition hover:border-white/40 hover:bg-neutral-900"
    >
      <Icon className="size-7 shrink-0" aria-hidden="true" />
      <span className="flex flex-col text-left leading-tight">
        <span className="text-[0.6875rem] text-neutral-300">{caption}</span>
        <span className="text-lg font-semibold">{store}</span>
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
