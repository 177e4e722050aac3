import type { GuideDetail } from '@shared/schemas/guides';

/**
 * Words after which a guide's part name turns into detail ("Oil filter kit with O-rings, N52
 * engines" → "Oil filter kit"). The short head finds every retailer's version of the part, where
 * the full wording would match almost nothing.
 */
const DETAIL_START = /\s*(?:[(,;:]|\s(?:with|for|of|to suit|per)\s).*$/i;

/** What the guide's "Compare Part Prices" button searches for: the make and the guide's first part. */
export function guideSearchTerm(guide: Pick<GuideDetail, 'make' | 'category' | 'content'>): string {
  const firstPart = guide.content.parts[0]?.name.replace(DETAIL_START, '').trim();
  return `${guide.make} ${firstPart || guide.category}`;
}

export function guideSearchTarget(guide: Pick<GuideDetail, 'make' | 'category' | 'content'>): string {
  return `/search?${new URLSearchParams({ q: guideSearchTerm(guide) })}`;
}
