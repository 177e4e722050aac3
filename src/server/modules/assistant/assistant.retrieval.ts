/**
 * Finds the material an answer may use: the guides that answer the question and the catalog parts that go
 * with it. Everything returned comes from the database; the composer and the model only rephrase it.
 */
import type { CatalogPartLink, GuideContentData, GuideDifficulty } from '@shared/schemas/guides';
import { normalizePartNumber } from '@shared/rules/part-number';
import type { Database } from '../../db/client';
import { toCatalogPartLink } from '../guides';
import * as queries from './assistant.queries';
import { selectGuides, selectParts } from './assistant.ranking';
import { analyzeQuestion, anyOf, type QuestionTerms } from './assistant.terms';
import { makeSlug } from './assistant.vehicles';

export interface RetrievedGuide {
  slug: string;
  path: string;
  title: string;
  description: string;
  make: string;
  difficulty: GuideDifficulty;
  timeRequired: string;
  content: GuideContentData;
  rank: number;
  matched: string[];
  headingMatched: string[];
}

export interface Retrieval {
  question: string;
  terms: QuestionTerms;
  /** Guides that answer the question, best first. */
  guides: RetrievedGuide[];
  /** Offered catalog parts, most relevant first. */
  parts: CatalogPartLink[];
  /** The parts among them carrying a number typed in the question. */
  numberMatches: CatalogPartLink[];
}

/** Guides fetched before filtering (the knowledge base is small; this bounds the work as it grows). */
const GUIDE_CANDIDATES = 20;
/** Parts fetched before the relevance cut. */
const PART_CANDIDATES = 20;
/** Guides named in an answer, the best one included. */
export const MAX_RELATED_GUIDES = 3;
export const MAX_RECOMMENDED_PARTS = 4;

function toRetrievedGuide(row: queries.GuideHitRow): RetrievedGuide {
  return {
    slug: row.slug,
    path: row.path,
    title: row.title,
    description: row.description,
    make: row.make,
    difficulty: row.difficulty as GuideDifficulty,
    timeRequired: row.time_required,
    content: row.content as GuideContentData,
    rank: row.rank,
    matched: row.matched,
    headingMatched: row.heading_matched,
  };
}

/** Part numbers the guide names, normalized; only used when the guide is about the car the question names. */
function guidePartNumbers(guide: RetrievedGuide | undefined, terms: QuestionTerms): string[] {
  if (!guide || (terms.makes.length > 0 && !terms.makes.includes(guide.make))) return [];
  return guide.content.parts.flatMap((p) => (p.partNumber ? [normalizePartNumber(p.partNumber)] : []));
}

export async function retrieve(db: Database, question: string): Promise<Retrieval> {
  const terms = analyzeQuestion(question);
  const allWords = [...terms.subject, ...terms.action, ...terms.vehicle];

  const guideRows = await queries.searchGuides(db, {
    anyQuery: anyOf(allWords),
    subject: terms.subject,
    makes: terms.makes,
    limit: GUIDE_CANDIDATES,
  });
  const guides = selectGuides(guideRows.map(toRetrievedGuide), terms).slice(0, MAX_RELATED_GUIDES);

  // Parts for the job the answer is about: the question's words plus the best guide's subject ("drain plug
  // torque" on the oil change guide looks for oil parts, not spark plugs).
  const guideTerms = guides[0] ? analyzeQuestion(guides[0].title) : null;
  const jobWords = [...terms.subject, ...(guideTerms?.subject ?? [])];
  const partRows = await queries.searchParts(db, {
    words: [...new Set(jobWords)],
    anyQuery: anyOf([...allWords, ...jobWords]),
    partNumbers: terms.partNumbers,
    guideNumbers: guidePartNumbers(guides[0], terms),
    makeSlugs: terms.makes.map(makeSlug),
    limit: PART_CANDIDATES,
  });
  const jobs = guideTerms ? [terms.subjectGroups, guideTerms.subjectGroups] : [terms.subjectGroups];
  const chosen = selectParts(partRows, jobs, MAX_RECOMMENDED_PARTS);
  return {
    question,
    terms,
    guides,
    parts: chosen.map(toCatalogPartLink),
    numberMatches: chosen.filter((r) => r.typed).map(toCatalogPartLink),
  };
}
