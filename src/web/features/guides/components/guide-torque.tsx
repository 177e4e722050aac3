import { Gauge } from 'lucide-react';
import type { GuideDetail } from '@shared/schemas/guides';
import { GuideSection } from './guide-section';

type Torque = GuideDetail['content']['torque'][number];

/** The tightening torques of the fasteners the job disturbs. */
export function GuideTorque({ torque }: { torque: Torque[] }) {
  return (
    <GuideSection id="guide-torque" title="Torque Specifications" Icon={Gauge}>
      <dl className="divide-y divide-border rounded-xl border border-border bg-card shadow-xs">
        {torque.map((item) => (
          <div key={item.fastener} className="p-4">
            <dt className="text-sm text-muted-foreground">{item.fastener}</dt>
            <dd className="mt-1 text-sm font-semibold text-foreground">{item.value}</dd>
          </div>
        ))}
      </dl>
    </GuideSection>
  );
}
