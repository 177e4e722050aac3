import { ArrowLeft } from 'lucide-react';
import type { GuideDetail, GuideSection } from '@shared/schemas/guides';
import { BackToKnowledgeBase } from './back-to-knowledge-base';
import { FluidCards } from './fluid-cards';
import { GuideHero } from './guide-hero';
import { GuideParts } from './guide-parts';
import { GuideSteps } from './guide-steps';
import { GuideTips } from './guide-tips';
import { GuideTools } from './guide-tools';
import { GuideTorque } from './guide-torque';
import { GuideWarnings } from './guide-warnings';
import { guideCarOf, type GuideCar } from '../guide-search-target';
import { SystemChecklist } from './system-checklist';

function sectionsOf<K extends GuideSection['kind']>(sections: GuideSection[], kind: K) {
  return sections.filter((s): s is Extract<GuideSection, { kind: K }> => s.kind === kind);
}

/**
 * Every guide, whatever its shape: the blocks it has are shown, the ones it lacks are left out
 * (the Ferrari checklist has systems instead of steps, the Lamborghini guide fluids).
 */
export function GuideArticle({ guide, garageCar = null }: { guide: GuideDetail; garageCar?: GuideCar | null }) {
  const { content } = guide;
  // The garage's car when the guide is written for it: every part and the hero's button search for it.
  const car = guideCarOf(guide, garageCar);
  const systems = sectionsOf(content.sections, 'system');
  const fluids = sectionsOf(content.sections, 'fluid');
  return (
    <article>
      <GuideHero guide={guide} car={car} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-14">
        <div className="min-w-0 space-y-10">
          {content.intro && <p className="max-w-3xl text-base leading-relaxed text-foreground">{content.intro}</p>}
          {content.warnings.length > 0 && <GuideWarnings warnings={content.warnings} />}
          {content.steps.length > 0 && <GuideSteps steps={content.steps} />}
          {systems.length > 0 && <SystemChecklist systems={systems} />}
          {fluids.length > 0 && <FluidCards fluids={fluids} />}
          {content.tips.length > 0 && <GuideTips tips={content.tips} />}
        </div>
        <aside aria-label="Tools and parts" className="min-w-0 space-y-10">
          {content.tools.length > 0 && <GuideTools tools={content.tools} />}
          {content.torque.length > 0 && <GuideTorque torque={content.torque} />}
          {content.parts.length > 0 && <GuideParts parts={content.parts} guideSlug={guide.slug} vehicles={guide.vehicles} car={car} />}
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <BackToKnowledgeBase className="text-brand hover:underline" Icon={ArrowLeft} />
      </div>
    </article>
  );
}
