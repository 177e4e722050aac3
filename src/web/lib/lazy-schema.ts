import type { z } from 'zod';

/**
 * Schemas for the API reads the main pages make, imported on the first real fetch. A page the
 * server rendered arrives with its data (decision 004), so it hydrates without evaluating zod and
 * the shared schemas at all; they load alongside the first request made in the browser.
 */
export function arrayOf<T extends z.ZodType>(item: () => Promise<T>): () => Promise<z.ZodArray<T>> {
  return () => Promise.all([import('zod'), item()]).then(([{ z: zod }, schema]) => zod.array(schema));
}
