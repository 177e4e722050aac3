import { BatteryCharging, Car, Cog, Engine, Gauge, Wrench } from 'lucide-react';

/** Icon keys from the catalog; any unknown key falls back to the engine. */
export function CategoryIcon({ iconKey, className }: { iconKey: string; className?: string }) {
  switch (iconKey) {
    case 'battery':
      return <BatteryCharging className={className} aria-hidden="true" data-icon="battery" />;
    case 'cogs':
      return <Cog className={className} aria-hidden="true" data-icon="cogs" />;
    case 'gauge':
      return <Gauge className={className} aria-hidden="true" data-icon="gauge" />;
    case 'car':
      return <Car className={className} aria-hidden="true" data-icon="car" />;
    case 'tools':
      return <Wrench className={className} aria-hidden="true" data-icon="tools" />;
    default:
      return <Engine className={className} aria-hidden="true" data-icon="engine" />;
  }
}
