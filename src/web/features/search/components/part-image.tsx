import { Package } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The part's picture, or a neutral tile; decorative because the name sits beside it. */
export function PartImage({ src, className }: { src: string | null; className?: string }) {
  return (
    <div className={cn('flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-border bg-white', className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-contain p-1.5" />
      ) : (
        <Package className="size-1/3 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
