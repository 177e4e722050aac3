/**
 * Difficulty and time when nothing rates the job: a broad range, and the sentence that says why it is
 * broad. An answer never says "Unknown": someone deciding whether to try a job at home is better served
 * by an honest range than by no figure at all.
 */
import type { GuideDifficulty } from '@shared/schemas/guides';

export interface Estimate {
  difficulty: GuideDifficulty;
  time: string;
  /** Why the figures are a range, for the answer's text. */
  note: string;
}

/** A part swap that neither a guide nor a rated fix covers. */
export const UNRATED_PART_JOB: Estimate = {
  difficulty: 'Intermediate',
  time: '1-3 hours',
  note:
    'No guide covers this job yet, so the difficulty and time are a broad estimate for replacing a bolt-on part at home (Intermediate, 1-3 hours): ' +
    'the short end where the part is in reach, the long end where trim, a bumper or other parts must come off first. Check the workshop manual for your car before you start.',
};

/** A question in which no job, part, symptom or code was recognised. */
export const UNRECOGNISED_JOB: Estimate = {
  difficulty: 'Intermediate',
  time: '30 minutes-4 hours',
  note:
    'We could not tell which job this is, so the difficulty and time are the broad range of home repairs on these cars: from a Beginner filter ' +
    'change of half an hour to an Advanced job of an afternoon, shown as Intermediate, 30 minutes-4 hours. Name the job and the car for the rating of that job.',
};
