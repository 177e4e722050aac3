import { z } from 'zod';
import { bodyId } from './common';

/**
 * What every console table sends: a page, a page size, a sort column with its direction and a free-text
 * filter. Sorting, filtering and paging happen on the server.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const MAX_PAGE_SIZE = 100;

export function adminTableQuery<const S extends readonly [string, ...string[]]>(sortColumns: S, defaultSort: S[number], defaultDir: SortDirection = 'asc') {
  return z.object({
    q: z.string().trim().max(200, 'is too long').optional(),
    sort: z.enum(sortColumns, { error: `must be one of ${sortColumns.join(', ')}` }).default(defaultSort as never),
    dir: z.enum(SORT_DIRECTIONS, { error: 'must be asc or desc' }).default(defaultDir),
    page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'is too large').default(1),
    pageSize: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
      .default(25),
  });
}

/** One page of a console table, with the total the pager needs. */
export function adminPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

export interface TablePaging {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: TablePaging): number => (page - 1) * pageSize;

/** An http(s) url, named in the error when it is anything else. */
export const httpUrlField = z
  .string({ error: 'is required' })
  .trim()
  .max(2000, 'is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) url');

/** Ids picked in a table for a bulk action. */
export const bulkIdsSchema = z
  .array(bodyId('must be a list of ids'), { error: 'must be a list of ids' })
  .min(1, 'pick at least one')
  .max(500, 'at most 500 at once');
