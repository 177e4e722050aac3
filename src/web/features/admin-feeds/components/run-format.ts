/** "1.2 s", "3 min 4 s": how long a run took. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

export const formatWhen = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '—');
