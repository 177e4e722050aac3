import type { GuideCard, GuideContentData, GuideDetail } from '@shared/schemas/guides';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import * as queries from './guides.queries';
import { findPartLinks } from './part-links';
import { modelLabel } from '@shared/rules/query-understanding';

export function createGuideService(db: Database) {
  return {
    list: (): Promise<GuideCard[]> => queries.listGuideCards(db),

    /** One guide with its content; each part it names links to the catalog part with that number, if any. */
    async get(slug: string): Promise<GuideDetail> {
      const guide = await queries.findGuideBySlug(db, slug);
      if (!guide) throw new HttpError(404, `Unknown guide: ${slug}`);
      // Stored as jsonb with the GuideContent shape; the response schema checks it on the way out.
      const content = guide.content as GuideContentData;
      const numbers = content.parts.flatMap((p) => (p.partNumber ? [p.partNumber] : []));
      const [links, vehicles] = await Promise.all([findPartLinks(db, numbers), queries.findGuideVehicles(db, guide.platforms)]);
      const { platforms: _platforms, ...card } = guide;
      return {
        ...card,
        vehicles: vehicles.map((v) => ({
          make: v.make_slug,
          model: v.model_slug,
          label: modelLabel({ make: v.make_name, name: v.model_name, generation: v.generation }),
        })),
        content: {
          ...content,
          facts: content.facts ?? [],
          sections: content.sections ?? [],
          torque: content.torque ?? [],
          parts: content.parts.map((p) => ({ ...p, link: (p.partNumber && links.get(p.partNumber)) || null })),
        },
      };
    },
  };
}

export type GuideService = ReturnType<typeof createGuideService>;
