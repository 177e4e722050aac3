import { FlaskConical } from 'lucide-react';
import { useHealth } from '../api/health';

/** Says plainly that prices are samples while the site runs on the demo catalog. */
export function DemoNotice() {
  const { data } = useHealth();
  if (!data?.demoCatalog) return null;
  return (
    <div role="note" className="surface-inverse">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:px-6 lg:px-8">
        <FlaskConical className="size-3.5 shrink-0 text-inverse-brand" aria-hidden="true" />
        <span>
          <span className="font-semibold">Demo prices</span>
          <span className="text-inverse-muted"> — sample data for demonstration</span>
        </span>
      </p>
    </div>
  );
}
