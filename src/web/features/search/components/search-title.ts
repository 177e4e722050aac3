/** The results page heading for what is being searched. */
export function searchTitle({ q, categoryName, vehicleName }: { q: string; categoryName?: string; vehicleName?: string }): string {
  if (q) return `Results for “${q}”`;
  if (categoryName && vehicleName) return `${categoryName} for ${vehicleName}`;
  if (vehicleName) return `Parts for ${vehicleName}`;
  if (categoryName) return categoryName;
  return 'Search parts';
}
