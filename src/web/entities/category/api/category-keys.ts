/** The categories' query keys, named once: the catalog's list, and the list counted for one vehicle. */
export const categoryKeys = {
  all: ['categories'] as const,
  forVehicle: (modelId: number, year: number) => ['categories', { modelId, year }] as const,
};
