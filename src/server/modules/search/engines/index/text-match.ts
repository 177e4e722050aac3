/**
 * Full-text matching in the index: the candidates of a query from its lexemes' posting bitmaps (and,
 * or; a NOT or a phrase is then checked against positions, as PostgreSQL rechecks them), and ts_rank
 * with best match's boosts for the slots a page is chosen from.
 */
import { Bitmap, emptyBitmap } from './bitmaps';
import type { CatalogIndex } from './catalog-index';
import { NAMED_BRAND_BOOST, PHRASE_BOOST } from '../../spec/ranking';
import { fillFromVector, MAX_POSITIONS, type SectionReader } from './text-positions';
import { matches, rank, type CompiledQuery, type DocPositions, type EvalNode } from './ts-eval';

/** Slots that can match (a superset when the query has NOT or phrases); null: any slot may. */
function candidates(node: EvalNode, query: CompiledQuery, index: CatalogIndex): Bitmap | null {
  switch (node.kind) {
    case 'operand':
      return index.postingsOf(query.operands[node.index]!) ?? emptyBitmap();
    case 'not':
      return null; // anything may match a negation
    case 'and':
    case 'phrase': {
      const left = candidates(node.left, query, index);
      const right = candidates(node.right, query, index);
      if (left === null) return right;
      if (right === null) return left;
      return Bitmap.and(left, right);
    }
    case 'or': {
      const left = candidates(node.left, query, index);
      const right = candidates(node.right, query, index);
      return left === null || right === null ? null : Bitmap.or(left, right);
    }
  }
}

/**
 * Reads the positions of a few lexemes for ascending slots: one reader per lexeme walks its section in
 * step with the slots, moving through the lexeme's posting list (as an array) by galloping. One walk
 * serves a search's phrase check and its ranking (restarted between them); a lexeme's posting list is
 * turned into an array only when a slot is first asked of it.
 */
export class PositionWalk {
  private readonly ids: Int32Array;
  private readonly postings: (Uint32Array | null)[];
  private readonly readers: (SectionReader | null)[];
  private readonly cursors: Int32Array;
  readonly doc: DocPositions;

  constructor(
    private readonly index: CatalogIndex,
    readonly lexemes: readonly string[],
  ) {
    this.ids = Int32Array.from(lexemes, (lexeme) => index.lexemeIdOf(lexeme));
    this.postings = Array.from(this.ids, (): Uint32Array | null => null);
    this.readers = Array.from(this.ids, (id) => (id < 0 ? null : index.text.reader(id)));
    this.cursors = new Int32Array(lexemes.length);
    this.doc = { positions: new Uint16Array(lexemes.length * MAX_POSITIONS), start: new Int32Array(lexemes.length), count: new Int32Array(lexemes.length) };
  }

  /** Back to the first slot, for another ascending run. */
  restart(): void {
    this.cursors.fill(0);
    for (const reader of this.readers) reader?.rewind();
  }

  /** The lexeme's slots before the late ones (those have vectors of their own), as an array. */
  private posting(q: number): Uint32Array {
    let posting = this.postings[q];
    if (posting) return posting;
    const id = this.ids[q]!;
    if (id < 0) posting = new Uint32Array(0);
    else {
      const all = this.index.postingsOfId(id).toUint32Array();
      const frozen = this.index.text.frozenSlots;
      let end = all.length;
      while (end > 0 && all[end - 1]! >= frozen) end--;
      posting = all.subarray(0, end);
    }
    this.postings[q] = posting;
    return posting;
  }

  /** Fills `doc` with the slot's positions of each lexeme (count 0 where it has none); slots ascending. */
  at(slot: number): DocPositions {
    const doc = this.doc;
    const lexemeCount = this.ids.length;
    if (slot >= this.index.text.frozenSlots) {
      const vector = this.index.text.lateVector(slot)!;
      for (let q = 0; q < lexemeCount; q++) fillFromVector(vector, this.ids[q]!, q, doc);
      return doc;
    }
    for (let q = 0; q < lexemeCount; q++) {
      const posting = this.posting(q);
      let c = this.cursors[q]!;
      if (c < posting.length && posting[c]! < slot) {
        // Gallop past the slots before this one, then binary-search the last step.
        let step = 1;
        let high = c + 1;
        while (high < posting.length && posting[high]! < slot) {
          c = high;
          step *= 2;
          high = c + step;
        }
        let low = c + 1;
        high = Math.min(high, posting.length);
        while (low < high) {
          const middle = (low + high) >> 1;
          if (posting[middle]! < slot) low = middle + 1;
          else high = middle;
        }
        c = low;
      }
      this.cursors[q] = c;
      if (c < posting.length && posting[c] === slot) {
        const reader = this.readers[q]!;
        reader.seek(c);
        doc.start[q] = q * MAX_POSITIONS;
        doc.count[q] = reader.read(doc.positions, q * MAX_POSITIONS);
        this.cursors[q] = c + 1;
      } else {
        doc.count[q] = 0;
      }
    }
    return doc;
  }
}

/** The walk a search's text needs: the query's lexemes and its phrase's. */
export const walkFor = (index: CatalogIndex, query: CompiledQuery, phrase: CompiledQuery | null) =>
  new PositionWalk(index, [...new Set([...query.operands, ...(phrase?.operands ?? [])])]);

/** A compiled query's operands as indexes into a walk's lexemes. */
function viewFor(query: CompiledQuery, lexemes: readonly string[]): Int32Array {
  return Int32Array.from(query.operands, (operand) => lexemes.indexOf(operand));
}

/** The walk's document seen through a query's operands (which may be fewer than the walk's lexemes). */
function project(doc: DocPositions, view: Int32Array, out: DocPositions): DocPositions {
  for (let q = 0; q < view.length; q++) {
    out.start[q] = doc.start[view[q]!]!;
    out.count[q] = doc.count[view[q]!]!;
  }
  return out;
}

/** A document of `walk` seen through `query`'s operands, filled by `project`. */
function queryDoc(walk: PositionWalk, view: Int32Array): DocPositions {
  return { positions: walk.doc.positions, start: new Int32Array(view.length), count: new Int32Array(view.length) };
}

/**
 * Live slots matching `query` within `within` (null: anywhere); the caller has checked
 * `query.requiresMatch`. A query with a NOT or a phrase is checked against each candidate's positions.
 */
export function matchText(index: CatalogIndex, query: CompiledQuery, within: Bitmap | null, walk: PositionWalk): Bitmap {
  const found = candidates(query.root, query, index) ?? index.alive;
  let live = Bitmap.and(found, index.alive);
  if (within) live = Bitmap.and(live, within);
  if (!query.needsCheck) return live;
  walk.restart();
  const view = viewFor(query, walk.lexemes);
  const doc = queryDoc(walk, view);
  const slots = live.toUint32Array();
  const kept = new Uint32Array(slots.length);
  let n = 0;
  for (let i = 0; i < slots.length; i++) if (matches(query.root, project(walk.at(slots[i]!), view, doc))) kept[n++] = slots[i]!;
  return new Bitmap(kept.subarray(0, n));
}

/**
 * Best match's score of each of `slots` (ascending) that the text matched: ts_rank, plus the phrase boost
 * when the part's words hold `phrase`, the brand boost for a brand flagged in `namedBrands` (by brand
 * id), and the part's popularity, added in float4 and in that order, as the SQL search adds them.
 * Slots in `numbersOnly` (found by their part number, not by the text) get -Infinity.
 */
export function rankSlots(
  index: CatalogIndex,
  walk: PositionWalk,
  query: CompiledQuery,
  phrase: CompiledQuery | null,
  namedBrands: Uint8Array | null,
  slots: Uint32Array,
  numbersOnly: ReadonlySet<number> | null,
  out: Float64Array,
): void {
  walk.restart();
  const queryView = viewFor(query, walk.lexemes);
  const phraseView = phrase ? viewFor(phrase, walk.lexemes) : null;
  const ofQuery = queryDoc(walk, queryView);
  const ofPhrase = phraseView ? queryDoc(walk, phraseView) : null;
  const brandId = index.brandId.data;
  const popularity = index.popularity.data;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (numbersOnly?.has(slot)) {
      out[i] = -Infinity;
      continue;
    }
    const doc = walk.at(slot);
    let score = rank(query, project(doc, queryView, ofQuery));
    if (phrase && ofPhrase && matches(phrase.root, project(doc, phraseView!, ofPhrase))) score = Math.fround(score + PHRASE_BOOST);
    if (namedBrands?.[brandId[slot]!]) score = Math.fround(score + NAMED_BRAND_BOOST);
    out[i] = Math.fround(score + popularity[slot]!);
  }
}
