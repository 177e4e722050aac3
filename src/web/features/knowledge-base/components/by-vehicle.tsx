import { Car, ExternalLink, Users } from 'lucide-react';
import { FORUM_LINKS, VEHICLE_ARTICLE_COUNTS } from '../vehicle-articles';

/** The By Vehicle tab: articles per make, then the owner forums' DIY sections. */
export function ByVehicle() {
  return (
    <div className="space-y-10">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Articles by make">
        {VEHICLE_ARTICLE_COUNTS.map(({ make, count }) => (
          <li key={make} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-xs">
            <Car className="size-5 text-brand" aria-hidden="true" />
            <span className="mt-3 font-semibold text-card-foreground">{make}</span>
            <span className="text-sm text-muted-foreground">
              <span className="font-bold tabular-nums text-foreground">{count}</span> articles
            </span>
          </li>
        ))}
      </ul>

      <div>
        <h3 className="flex items-center gap-2 text-lg font-bold text-foreground">
          <Users className="size-5 text-brand" aria-hidden="true" />
          DIY Communities
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">Owner forums with detailed DIY write-ups for each make.</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {FORUM_LINKS.map(({ make, name, href }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-xs transition-colors hover:border-primary/40"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-card-foreground group-hover:underline">{name}</span>
                  <span className="block text-sm text-muted-foreground">{make} DIY forum</span>
                </span>
                <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
