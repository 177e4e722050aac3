import { FlaskConical } from 'lucide-react';
import { useHealth } from '../api/health';

/**
 * The server marks the page shell when it runs on the demo catalog, so the notice is drawn with the
 * first paint; waiting for /api/health would push the whole page down a moment later.
 */
const hintedDemoCatalog = () =>
  // The server renders with the health answer in hand; only the browser-drawn shell reads the hint.
  typeof document !== 'undefined' && document.querySelector('meta[name="pitlane:demo-catalog"]') !== null;

/** Says plainly that prices are samples while the site runs on the demo catalog. */
export function DemoNotice() {
  const { data } = useHealth();
  if (!(data ? data.demoCatalog : hintedDemoCatalog())) return null;
  return (
    // A landmark of its own: it sits above the header, and all content should be inside some landmark.
    <aside aria-label="Demo prices" className="surface-inverse">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:px-6 lg:px-8">
        <FlaskConical className="size-3.5 shrink-0 text-inverse-brand" aria-hidden="true" />
        <span>
          <span className="font-semibold">Demo prices</span>
          <span className="text-inverse-muted"> — sample data for demonstration</span>
        </span>
      </p>
    </aside>
  );
}
