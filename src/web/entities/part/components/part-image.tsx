import { Package } from 'lucide-react';
import { cn } from '@web/lib/cn';

type PartImageProps = { src: string | null; className?: string } & (
  | {
      /**
       * 'cover' (the default) fills a square frame: the generated pictures are square drawings on a
       * 4:3 canvas, so cover trims only empty margins. The picture says the part's name.
       */
      variant?: 'cover';
      name: string;
      /** Above-the-fold images load eagerly; thumbnails further down wait until scrolled to. */
      loading?: 'eager' | 'lazy';
    }
  | {
      /** A result's thumbnail: the whole drawing on white, decorative because the name sits beside it. */
      variant: 'thumbnail';
    }
);

/** The part's picture, or a neutral placeholder when it has none. */
export function PartImage(props: PartImageProps) {
  if (props.variant === 'thumbnail') {
    return (
      <div className={cn('flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-border bg-white', props.className)}>
        {props.src ? (
          <img src={props.src} alt="" loading="lazy" decoding="async" className="size-full object-contain p-1.5" />
        ) : (
          <Package className="size-1/3 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
    );
  }
  const { src, name, className, loading = 'lazy' } = props;
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
