/**
 * Which retrieved guides really answer the question, and in what order. Full-text search with OR semantics
 * finds every guide sharing a word with the question; these rules keep only those where the match means
 * something, so a question about spark plugs is not answered with an oil change because both mention a plug.
 */
import type { QuestionTerms } from './assistant.terms';

export interface GuideMatch {
  make: string;
  /** ts_rank against all of the question's words. */
  rank: number;
  /** Subject words found anywhere in the guide. */
  matched: string[];
  /** Subject words found in its title, make, category or description. */
  headingMatched: string[];
}

/** Share of the subject words a guide's heading (or whole text) must contain. */
const MIN_COVERAGE = 0.5;

/** How many of the question's subject words (each with its synonyms) are among the matched words. */
export function coveredWords(matched: string[], terms: QuestionTerms): number {
  return terms.subjectGroups.filter((group) => group.some((w) => matched.includes(w))).length;
}

/** The same as a share of the question's subject words. */
export function coverage(matched: string[], terms: QuestionTerms): number {
  const total = terms.subjectGroups.length;
  return total === 0 ? 0 : coveredWords(matched, terms) / total;
}

/** Ranking bonus for a guide about the make the question names: enough to break near-ties, not to override the topic. */
export const SAME_MAKE_BONUS = 0.05;

/**
 * A guide answers the question when:
 * - the question names no job, only a car ("my Lambo"): the guides for that make;
 * - its heading covers at least half of the job's words ("brake pads" -> "Porsche Brake Pad Replacement"),
 *   whatever make the question names (the answer then says the guide is written for another make);
 * - otherwise its text covers at least half of them, with two or more words, or with the one word the
 *   question has and the make it names ("coolant" on "my Lambo"), and it is not about another named make.
 */
export function answersQuestion(guide: GuideMatch, terms: QuestionTerms): boolean {
  const namesThisMake = terms.makes.includes(guide.make);
  const namesOtherMake = terms.makes.length > 0 && !namesThisMake;
  const subjects = terms.subjectGroups.length;
  if (subjects === 0) return namesThisMake;
  if (coverage(guide.headingMatched, terms) >= MIN_COVERAGE) return true;
  if (namesOtherMake) return false;
  const covered = coveredWords(guide.matched, terms);
  return covered / subjects >= MIN_COVERAGE && (covered >= 2 || (subjects === 1 && namesThisMake));
}

/** Heading coverage that makes a match strong: the guide is about the job, not merely mentioning it. */
function isStrong(guide: GuideMatch, terms: QuestionTerms): boolean {
  return coverage(guide.headingMatched, terms) >= MIN_COVERAGE;
}

/**
 * Order of preference: a guide about the job for the car the question names (or any car when it names
 * none), then a guide about the job written for another make, then a guide that covers the job inside a
 * wider subject. "Engine oil on a Gallardo" prefers the Lamborghini fluid guide to the BMW oil change;
 * "oil change on a 997" prefers the BMW oil change to a Porsche guide that mentions oil in passing.
 */
export function guideTier(guide: GuideMatch, terms: QuestionTerms): number {
  const otherMake = terms.makes.length > 0 && !terms.makes.includes(guide.make);
  if (isStrong(guide, terms) || terms.subjectGroups.length === 0) return otherMake ? 1 : 0;
  return 2;
}

/** Within a tier: text relevance, nudged toward the make the question names. */
export function guideScore(guide: GuideMatch, terms: QuestionTerms): number {
  return guide.rank + (terms.makes.includes(guide.make) ? SAME_MAKE_BONUS : 0);
}

/**
 * The guides that answer the question, best first. Within a tier, a guide whose heading names more of
 * the question's job words comes first: "torque for lug nuts when doing pads" is answered by the brake pad
 * guide, whose title names the pads, before a longer guide that mentions torque and lug nuts in its steps.
 */
export function selectGuides<T extends GuideMatch>(guides: T[], terms: QuestionTerms): T[] {
  return guides
    .filter((g) => answersQuestion(g, terms))
    .map((g, index) => ({ g, index, tier: guideTier(g, terms), heading: coveredWords(g.headingMatched, terms), score: guideScore(g, terms) }))
    .sort((a, b) => a.tier - b.tier || b.heading - a.heading || b.score - a.score || a.index - b.index)
    .map(({ g }) => g);
}

export interface PartMatch {
  typed: boolean;
  in_guide: boolean;
  /** Job words the part carries in its name, number, brand, category, tags or fitment. */
  matched: string[];
}

/** Share of a word list's groups (a word and its synonyms) among the matched words. */
function groupCoverage(groups: string[][], matched: string[]): number {
  if (groups.length === 0) return 0;
  return groups.filter((group) => group.some((w) => matched.includes(w))).length / groups.length;
}

/**
 * Parts to recommend, in order: numbers the question typed, parts the best guide names, then parts about
 * the job, meaning they carry at least half of the question's job words or half of the best guide's. A part
 * that shares one word with a long question ("side" in "passenger side turbo") is left out.
 */
export function selectParts<T extends PartMatch>(rows: T[], jobs: string[][][], max: number): T[] {
  const aboutTheJob = (r: T) => jobs.some((groups) => groupCoverage(groups, r.matched) >= MIN_COVERAGE);
  return rows.filter((r) => r.typed || r.in_guide || aboutTheJob(r)).slice(0, max);
}
