import type { GuideCard, GuideContentData } from '../../../../shared/schemas/guides';
import type { GuideScope } from '../../schema/content';

/** One guide as written in this folder: the card fields, the content stored as jsonb, and what it is for. */
export interface GuideSeed extends GuideCard {
  content: GuideContentData;
  /** 'generic' guides apply to any car; 'platform' guides to the engines, models or makes in `platforms`. */
  scope: GuideScope;
  /** Engine keys ("bmw-n54"), model keys ("bmw/3-series-e90") or whole makes ("ferrari/*"); empty when generic. */
  platforms: string[];
}

/** One step of a guide's instructions. */
export function step(title: string, body: string): { title: string; body: string } {
  return { title, body };
}
