import { createHash } from 'node:crypto';
import { normalizePartNumber } from '@shared/rules/part-number';
import { slugify } from '@shared/rules/text';
import type { VendorQuery } from '../connectors/types';
import type { CachedAnswer } from '../live-offer';

/** A cache of vendor answers. Implementations never throw to the caller on a backend failure. */
export interface AnswerCache {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, value: CachedAnswer): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cache key of a (vendor, query): spellings that ask a vendor the same thing ("11-62 1259307"
 * and "11621259307", "Brake  Pads" and "brake pads") share one entry.
 */
export function answerCacheKey(vendorId: number, query: VendorQuery): string {
  const normalized = JSON.stringify([
    query.partNumber ? normalizePartNumber(query.partNumber) : '',
    (query.text ?? '').trim().toLowerCase().replace(/\s+/g, ' '),
    slugify(query.vehicle?.make ?? ''),
    slugify(query.vehicle?.model ?? ''),
    query.vehicle?.year ?? '',
  ]);
  return `${vendorId}:${createHash('sha1').update(normalized).digest('base64url')}`;
}
