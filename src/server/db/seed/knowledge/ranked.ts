import type { RankedCauseData } from './types';

/** One cause in a ranking: its id, how likely it is and why it ranks there. */
export const r = (cause: string, likelihood: RankedCauseData['likelihood'], reason: string, extra: Partial<RankedCauseData> = {}): RankedCauseData => ({
  cause,
  likelihood,
  reason,
  ...extra,
});
