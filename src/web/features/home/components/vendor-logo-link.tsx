import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { Vendor } from '@shared/schemas/catalog';

/** One retailer tile; if its logo fails to load, the name is shown instead of a broken image. */
export function VendorLogoLink({ vendor }: { vendor: Vendor }) {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <a
      href={vendor.website}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative flex h-24 items-center justify-center rounded-xl border border-border bg-card p-3 shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      {logoFailed || !vendor.logo ? (
        <span className="text-center text-sm font-semibold text-card-foreground">{vendor.name}</span>
      ) : (
        <img
          src={vendor.logo}
          alt={`${vendor.name} logo`}
          loading="lazy"
          decoding="async"
          onError={() => setLogoFailed(true)}
          className="max-h-16 w-auto max-w-full object-contain"
        />
      )}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalLink
        className="absolute right-1.5 top-1.5 size-3.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        aria-hidden="true"
      />
    </a>
  );
}
