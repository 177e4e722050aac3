/**
 * Turns a free-form repair question into search terms. Questions are long and conversational ("how do I
 * change the oil on my BMW"), so an all-words (AND) search would miss; the assistant searches for ANY of
 * the question's words and lets ranking sort it out. To keep that precise, words are split by role:
 * - subject: what the job is about ("oil", "brake", "turbo"); a guide must match one of these to qualify;
 * - action: what to do ("change", "replace"); they rank but never qualify a guide on their own, because
 *   every guide changes or replaces something;
 * - vehicle: make names, nicknames, models and codes; they rank and select parts that fit.
 */
import { normalizePartNumber } from '@shared/rules/part-number';
import { foldedWords } from '@shared/rules/query-understanding';
import { recognizeVehicleWord } from './assistant.vehicles';

export interface QuestionTerms {
  /** Subject words and their synonyms, flat, for searching. */
  subject: string[];
  /** One group per subject word of the question: the word and its synonyms, for measuring coverage. */
  subjectGroups: string[][];
  action: string[];
  vehicle: string[];
  /** Canonical make names the question names ("BMW" for "beemer" or "E46"). */
  makes: string[];
  /** Normalized strings in the question that could be part numbers ("HU 816 X" -> "HU816X"). */
  partNumbers: string[];
}

/**
 * PostgreSQL's English stop words plus question filler. Postgres would drop the stop words itself; removing
 * them here keeps a question made only of them from reaching the database as an empty query.
 */
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing down during each few for from further had has have having he her here hers herself him himself his ' +
    'how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves ' +
    'out over own same she should so some such than that the their theirs them themselves then there these they this those through ' +
    'to too under until up very was we were what when where which while who whom why will with would you your yours yourself ' +
    'yourselves im ive id dont doesnt cant wont isnt whats hows wheres whos thats theres ' +
    // Question filler that says nothing about the job.
    'car cars vehicle please help tell know need needs want wants get got getting way best good guide diy myself someone anyone ' +
    'thanks thank hi hello hey much many long take takes time ok okay like really also new old one two include includes ' +
    'including involve involves involved'
  ).split(/\s+/),
);

const ACTION_WORDS = new Set(
  (
    'change changes changing changed replace replaces replacing replaced replacement swap swapping install installing installation ' +
    'remove removing removal fix fixing repair repairing check checking inspect inspecting do doing done maintain maintaining ' +
    'upgrade upgrading put fit fitting'
  ).split(/\s+/),
);

/** Words owners use for what the guides call otherwise; each adds the guide's word to the search. */
const SYNONYMS: Record<string, string[]> = {
  turbo: ['turbocharger'],
  turbos: ['turbocharger'],
  turbocharger: ['turbo'],
  cambelt: ['timing', 'belt'],
  antifreeze: ['coolant'],
  often: ['interval', 'frequency'],
  service: ['maintenance'],
  servicing: ['maintenance'],
  lube: ['oil'],
  tyre: ['tire'],
  tyres: ['tires'],
  rotors: ['brake'],
  rotor: ['brake'],
  discs: ['brake'],
  squeal: ['brake'],
  squeaky: ['brake'],
  pollen: ['cabin', 'filter'],
};

/**
 * Lower case, accents folded ("Huracán" -> "huracan", "Straße" -> "strasse") as search and the
 * catalog_english vectors fold them, split into letters-and-digits words.
 */
export function words(text: string): string[] {
  return foldedWords(text).filter((w) => w.length >= 2);
}

const MAX_NUMBER_WINDOW = 5;

/**
 * Every run of up to five adjacent tokens that could be a part number once its separators are removed:
 * 5-20 letters and digits with at least three digits ("11 42 7 566 327", "HU 816 X", "997-123-023-72").
 */
export function candidatePartNumbers(question: string): string[] {
  const tokens = question
    .split(/\s+/)
    .map((t) => t.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
    .filter(Boolean);
  const found = new Set<string>();
  for (let start = 0; start < tokens.length; start++) {
    for (let size = 1; size <= MAX_NUMBER_WINDOW && start + size <= tokens.length; size++) {
      const candidate = normalizePartNumber(tokens.slice(start, start + size).join(''));
      if (/^[A-Z0-9]{5,20}$/.test(candidate) && (candidate.match(/\d/g)?.length ?? 0) >= 3) found.add(candidate);
    }
  }
  return [...found];
}

const unique = (list: string[]) => [...new Set(list)];
/** Drops a group that shares a word with an earlier one ("turbocharger" after "turbo"): one idea, one group. */
function uniqueGroups(groups: string[][]): string[][] {
  const seen = new Set<string>();
  return groups.filter((group) => {
    if (group.some((w) => seen.has(w))) return false;
    group.forEach((w) => seen.add(w));
    return true;
  });
}

export function analyzeQuestion(question: string): QuestionTerms {
  const subjectGroups: string[][] = [];
  const action: string[] = [];
  const vehicle: string[] = [];
  const makes: string[] = [];
  for (const word of words(question)) {
    if (STOP_WORDS.has(word)) continue;
    const match = recognizeVehicleWord(word);
    if (match) {
      vehicle.push(word, ...match.searchWords);
      makes.push(match.make);
    } else if (/^\d+k?$/.test(word)) {
      // Years, mileages and the digit groups of part numbers say nothing about the job; numbers are matched whole.
      continue;
    } else if (ACTION_WORDS.has(word)) {
      action.push(word);
    } else {
      // Own keys only: a question about "constructor" must not find Object's.
      subjectGroups.push([word, ...(Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word]! : [])]);
    }
  }
  return {
    subject: unique(subjectGroups.flat()),
    subjectGroups: uniqueGroups(subjectGroups),
    action: unique(action),
    vehicle: unique(vehicle),
    makes: unique(makes),
    partNumbers: candidatePartNumbers(question),
  };
}

/**
 * A to_tsquery('catalog_english', ...) text matching ANY of the words: "oil | filter | e46", or with `weights`
 * only where they carry those weights ("oil:ABC | filter:ABC"). Words are letters and digits only (see
 * `words`), so they cannot inject tsquery operators. Empty when there are no words.
 */
export function anyOf(list: string[], weights = ''): string {
  const suffix = weights ? `:${weights}` : '';
  return unique(list)
    .map((w) => w + suffix)
    .join(' | ');
}
