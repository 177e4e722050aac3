/**
 * Recognises what a repair question is about: OBD-II fault codes ("P0301", "p 0301"), symptoms in the
 * words owners use, with their typos ("mispire", "coolent leak"), and questions about a fluid's
 * specification ("what oil does a 997 take"). Pure functions over the question's text; the symptom
 * vocabulary is the knowledge base's (symptoms.aliases).
 */
import { distance } from 'fastest-levenshtein';
import { ownerWord } from './assistant.owner-words';

/** Lower case, accents folded, apostrophes dropped ("won't" -> "wont"). */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

/** Letters-and-digits tokens, keeping decimal points inside them ("2.0t", "m96.03"). */
export function questionTokens(text: string): string[] {
  return normalizeQuestion(text).match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) ?? [];
}

/**
 * Fault codes as scan tools print them: a system letter and four digits, written together or apart
 * ("P0301", "p0301", "P 0301", "P-0301"). Upper case, in the order typed, each once.
 */
export function recognizeFaultCodes(question: string): string[] {
  const found: string[] = [];
  for (const match of normalizeQuestion(question).matchAll(/(?<![a-z0-9])([pcbu])[\s-]?([0-3][0-9a-f]{3})(?![a-z0-9])/g)) {
    const code = `${match[1]}${match[2]}`.toUpperCase();
    if (!found.includes(code)) found.push(code);
  }
  return found;
}

/** Endings owners add to a word the vocabulary holds bare: "leaks", "idles", "idled", "knocking". */
const INFLECTIONS = ['s', 'es', 'd', 'ed', 'ing'];

/** The word with an inflection added ("leak" → "leaks", "leaking"; "idle" → "idles", "idling"). */
function inflected(typed: string, word: string): boolean {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return false;
  if (typed.startsWith(word) && INFLECTIONS.includes(typed.slice(word.length))) return true;
  // A final e goes before -ing and -ed: "idle" → "idling", "idled".
  return word.endsWith('e') && typed.startsWith(word.slice(0, -1)) && ['ing', 'ed'].includes(typed.slice(word.length - 1));
}

/** A word without its ending: "falls", "falling" and "fall" share "fall". */
function root(word: string): string {
  return word.replace(/(ing|ed|es|s)$/, '');
}

/** Two neighbouring letters typed the wrong way round ("idel" for "idle"): one slip, not two edits. */
function swappedPair(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const at = [...typed].findIndex((c, i) => c !== word[i]);
  return at >= 0 && at + 1 < typed.length && typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
}

/**
 * Whether a typed word is the vocabulary's word, allowing for typos in proportion to its length: short
 * words must be exact but for two swapped letters (a different letter in "oil" is another word), longer
 * ones may be one or two edits away ("mispire" for "misfire", "coolent" for "coolant"); any of them may
 * carry an ending ("leaks", "idling").
 */
export function sameWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (/\d/.test(word)) return false;
  if (inflected(typed, word)) return true;
  // Both inflected from one root: "falling" for the phrase's "falls", "leaking" for "leaks".
  if (typed.length >= 4 && word.length >= 4 && /^[a-z]+$/.test(typed + word) && root(typed) === root(word)) return true;
  if (word.length >= 4 && swappedPair(typed, word)) return true;
  if (word.length < 5) return false;
  // Owners rarely mistype a word's first letters, and two edits anywhere would make "checking" or
  // "sticking" read as "clicking": the first letter must match for one edit, the first two for two.
  const allowed = word.length >= 8 && typed.slice(0, 2) === word.slice(0, 2) ? 2 : 1;
  if (typed[0] !== word[0]) return false;
  return Math.abs(typed.length - word.length) <= allowed && distance(typed, word) <= allowed;
}

export interface SymptomVocabulary {
  slug: string;
  aliases: string[];
}

export interface SymptomMatch {
  slug: string;
  /** The phrase it was recognised by. */
  alias: string;
  /** Position of the phrase's first word in the question. */
  position: number;
}

/** Words an owner may put inside a phrase ("grinding NOISE when braking", "tail light FULL OF condensation"). */
const MAX_GAP = 2;

/** Small words a phrase may hold that an owner words otherwise ("full OF water", "filling WITH water"). */
const OPTIONAL_WORDS = new Set(['of', 'with', 'in', 'the', 'a', 'an', 'at', 'on', 'my', 'to']);

/**
 * Where a phrase occurs in the question's tokens (allowing typos, a short gap, and a small word of the
 * phrase left out or put another way): the indexes of the tokens it took, or null.
 */
function findPhrase(tokens: string[], phrase: string[], used: boolean[], leaveOut: boolean): number[] | null {
  for (let start = 0; start < tokens.length; start++) {
    if (used[start] || !sameWord(tokens[start]!, phrase[0]!)) continue;
    const taken = [start];
    let ok = true;
    for (const word of phrase.slice(1)) {
      const at = taken.at(-1)!;
      let next = -1;
      for (let j = at + 1; j <= at + 1 + MAX_GAP && j < tokens.length; j++) {
        if (!used[j] && sameWord(tokens[j]!, word)) {
          next = j;
          break;
        }
      }
      if (next >= 0) taken.push(next);
      else if (!(leaveOut && OPTIONAL_WORDS.has(word))) {
        ok = false;
        break;
      }
    }
    if (ok) return taken;
  }
  return null;
}

/**
 * The symptoms a question describes, the most specific phrase first: longer phrases are matched before
 * shorter ones and take their words, so "steering wheel shakes when braking" is brake pulsation, not a
 * vibration, and "flashing check engine light" is a misfire, not a bare warning light.
 */
export function recognizeSymptoms(question: string, vocabulary: readonly SymptomVocabulary[]): SymptomMatch[] {
  const tokens = questionTokens(question).map(ownerWord);
  const used = tokens.map(() => false);
  const phrases = vocabulary
    .flatMap((s) => s.aliases.map((alias) => ({ slug: s.slug, alias, words: questionTokens(alias).map(ownerWord) })))
    .filter((p) => p.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length || b.alias.length - a.alias.length);
  const matches: SymptomMatch[] = [];
  // Phrases as written first, so a phrase found only by leaving out a small word ("vibration at idle"
  // in "shaky idle") never takes words a phrase written exactly would have had.
  for (const leaveOut of [false, true]) {
    for (const phrase of phrases) {
      const taken = findPhrase(tokens, phrase.words, used, leaveOut);
      if (!taken) continue;
      // The phrase's words are taken, so a shorter phrase cannot claim them again.
      for (const k of taken) used[k] = true;
      if (!matches.some((m) => m.slug === phrase.slug)) matches.push({ slug: phrase.slug, alias: phrase.alias, position: taken[0]! });
    }
  }
  return matches;
}

export type FluidKind = 'engine-oil' | 'coolant' | 'brake-fluid';

export interface FluidQuestion {
  fluid: FluidKind;
  /** The question asks how much ("how many quarts", "capacity"). */
  capacity: boolean;
}

/** Doing a job with the fluid ("oil change", "flush the brake fluid") is a job, not a question about its specification. */
const JOB_WORDS = new Set(['change', 'changing', 'flush', 'flushing', 'bleed', 'bleeding', 'replace', 'replacing', 'drain', 'leak', 'leaks', 'leaking', 'leaky', 'often', 'interval', 'diy']);
const CAPACITY_WORDS = new Set(['capacity', 'quarts', 'quart', 'qts', 'liters', 'litres', 'liter', 'litre', 'much', 'many', 'volume']);

/** The fluid a question asks the specification or capacity of, when that is what it asks. */
export function recognizeFluidQuestion(question: string): FluidQuestion | null {
  const tokens = questionTokens(question);
  if (tokens.some((t) => JOB_WORDS.has(t))) return null;
  const has = (word: string) => tokens.includes(word);
  const capacity = tokens.some((t) => CAPACITY_WORDS.has(t));
  if (has('brake') && has('fluid')) return { fluid: 'brake-fluid', capacity };
  if (has('coolant') || has('antifreeze')) return { fluid: 'coolant', capacity };
  if (has('oil') && !has('pressure') && !has('filter')) return { fluid: 'engine-oil', capacity };
  return null;
}
