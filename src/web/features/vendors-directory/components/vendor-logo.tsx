import { useState } from 'react';
import type { Vendor } from '@shared/schemas/catalog';
import { cn } from '@web/lib/cn';

/** The vendor's logo; without one, or if the image fails, its name in a neutral box instead of a broken image. */
export function VendorLogo({ vendor, className }: { vendor: Vendor; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('flex h-16 items-center justify-center rounded-lg border border-border bg-background p-2', className)}>
      {failed || !vendor.logo ? (
        <span className="text-center text-sm font-semibold text-foreground">{vendor.name}</span>
      ) : (
        <img
          src={vendor.logo}
          alt={`${vendor.name} logo`}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="max-h-12 w-auto max-w-full object-contain"
        />
      )}
    </div>
  );
}
