import { Apple, Bell, Camera, Play, Star } from 'lucide-react';
import { BrandMark } from '@web/components/brand-mark';
import { StarRating } from '@web/components/ui/star-rating';
import { StoreBadge } from './store-badge';

/** The promo claims a 4.8-star store rating. */
const APP_RATING = 4.8;

const FEATURES = [
  { Icon: Camera, text: 'Scan a part number off the box or the part itself' },
  { Icon: Bell, text: 'Price-drop alerts for the parts on your list' },
  { Icon: Star, text: 'Your garage: saved vehicles and past searches' },
];

/** Store targets are the stores' home pages until the app is published. */
export function MobileAppPromo() {
  return (
    <section aria-labelledby="mobile-app-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-2xl px-6 py-12 surface-inverse sm:px-12 lg:grid lg:grid-cols-2 lg:items-center lg:gap-12">
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -right-32 -z-10 size-96 rounded-full bg-primary/30 blur-3xl" />
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-inverse-brand">Mobile app</p>
          <h2 id="mobile-app-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            Pitlane in your pocket
          </h2>
          <p className="mt-3 text-inverse-muted">Compare prices at the workbench, in the garage or at the track.</p>
          <ul className="mt-6 grid gap-3">
            {FEATURES.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm">
                <Icon className="size-4 shrink-0 text-inverse-brand" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <StoreBadge href="https://www.apple.com/app-store/" Icon={Apple} caption="Download on the" store="App Store" />
            <StoreBadge href="https://play.google.com/store/apps" Icon={Play} caption="Get it on" store="Google Play" />
          </div>
          <div className="mt-6 flex items-center gap-2 text-sm">
            <StarRating rating={APP_RATING} className="[--rating:#fbbf24]" />
            <span className="font-semibold">{APP_RATING.toFixed(1)}</span>
            <span className="text-inverse-muted">average store rating</span>
          </div>
        </div>

        <PhoneIllustration />
      </div>
    </section>
  );
}

/** A phone drawn with CSS: decoration only. */
function PhoneIllustration() {
  return (
    <div aria-hidden="true" className="mt-12 hidden justify-center lg:mt-0 lg:flex">
      <div className="w-60 rotate-[4deg] rounded-[2.5rem] border-[10px] border-neutral-800 bg-neutral-950 p-3 shadow-2xl ring-1 ring-white/10">
        <div className="mx-auto mb-3 h-1.5 w-16 rounded-full bg-neutral-800" />
        <div className="flex items-center gap-2 px-1">
          <BrandMark className="size-6" />
          <span className="text-sm font-extrabold italic">Pitlane</span>
        </div>
        <div className="mt-4 h-8 rounded-lg bg-white/10" />
        <div className="mt-4 grid gap-2">
          {[68, 52, 60, 44].map((width, index) => (
            <div key={width} className="flex items-center justify-between rounded-lg bg-white/5 p-2.5">
              <div className="grid gap-1.5">
                <div className="h-2 rounded bg-white/30" style={{ width: `${width}px` }} />
                <div className="h-1.5 w-10 rounded bg-white/15" />
              </div>
              <div className={index === 0 ? 'h-5 w-12 rounded bg-primary' : 'h-5 w-12 rounded bg-white/15'} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
