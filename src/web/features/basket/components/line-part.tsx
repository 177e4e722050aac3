import type { ReactNode } from 'react';

/** A basket or saved line's part: its name linking to its page, what follows the name, and a caption under it. */
export function LinePart({ slug, name, afterName, caption }: { slug: string; name: string; afterName?: ReactNode; caption: ReactNode }) {
  return (
    <div className="min-w-0 flex-1 basis-56">
      <a href={`/product/${slug}`} className="font-medium underline-offset-2 hover:underline">
        {name}
      </a>
      {afterName}
      <p className="text-xs text-muted-foreground">{caption}</p>
    </div>
  );
}
