import { Package } from 'lucide-react';
import { cn } from '@web/lib/cn';

interface PartImageProps {
  src: string | null;
  name: string;
  className?: string;
  /** Above-the-fold images load eagerly; thumbnails further down wait until scrolled to. */
  loading?: 'eager' | 'lazy';
}

/**
 * The part's picture filling a square frame (the generated pictures are square drawings on a 4:3
 * canvas, so cover trims only empty margins), or a neutral placeholder when it has none.
 */
export function PartImage({ src, name, className, loading = 'lazy' }: PartImageProps) {
  return (
    <div className={cn('relative aspect-square overflow-hidden rounded-xl border border-border bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt={name}
          loading={loading}
          // The eager picture is the page's largest element: fetched ahead of scripts and thumbnails.
          fetchPriority={loading === 'eager' ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" role="img" aria-label={`No picture of ${name}`}>
          <Package className="size-1/4" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
