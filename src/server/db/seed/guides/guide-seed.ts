import type { GuideCard, GuideContentData } from '../../../../shared/schemas/guides';

/** One guide as written in this folder: the card fields and the content stored as jsonb. */
export interface GuideSeed extends GuideCard {
  content: GuideContentData;
}
