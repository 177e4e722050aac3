/** The guides' query keys, named once: every card, and one guide by its slug. */
export const guideKeys = {
  all: ['guides'] as const,
  detail: (slug: string) => ['guides', slug] as const,
};
