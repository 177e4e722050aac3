/** The vendors' query keys, named once: the list, and the live figures under the same root. */
export const vendorKeys = {
  all: ['vendors'] as const,
  stats: ['vendors', 'stats'] as const,
};
