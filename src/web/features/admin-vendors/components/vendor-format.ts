/** A stored fraction as the console shows it: 0.085 → "8.5%". */
export function formatPercent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}
