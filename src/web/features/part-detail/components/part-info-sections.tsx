import type { ReactNode } from 'react';
import type { PartDetail } from '@shared/schemas/parts';
import { CompatibleVehicles } from './compatible-vehicles';
import { InterchangeNumbers } from './interchange-numbers';
import { KeyFeatures } from './key-features';

function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-6">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Description, Features, Compatible Vehicles and the part's other numbers. */
export function PartInfoSections({ part }: { part: PartDetail }) {
  return (
    <div className="grid gap-6">
      <InfoSection id="part-description" title="Description">
        <p className="max-w-prose leading-relaxed">{part.description}</p>
      </InfoSection>
      {part.features.length > 0 && (
        <InfoSection id="part-features" title="Features">
          <KeyFeatures features={part.features} />
        </InfoSection>
      )}
      <InfoSection id="part-vehicles" title="Compatible Vehicles">
        <CompatibleVehicles vehicles={part.compatibleVehicles} />
      </InfoSection>
      {part.interchange.length > 0 && (
        <InfoSection id="part-numbers" title="Cross-Reference Numbers">
          <InterchangeNumbers interchange={part.interchange} />
        </InfoSection>
      )}
    </div>
  );
}
