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
 * step with the slots, moving through the lexeme's posting list (as an array) by galloping.
 */
class PositionWalk {
  private readonly postings: Uint32Array[];
  private readonly readers: (SectionReader | null)[];
  private readonly cursors: Int32Array;
  readonly doc: DocPositions;

  constructor(
    private readonly index: CatalogIndex,
    private readonly lexemes: Int32Array,
  ) {
    const frozen = index.text.frozenSlots;
    this.postings = Array.from(lexemes, (id) => (id < 0 ? new Uint32Array(0) : this.frozenPart(id, frozen)));
    this.readers = Array.from(lexemes, (id) => (id < 0 ? null : index.text.reader(id)));
    this.cursors = new Int32Array(lexemes.length);
    this.doc = { positions: new Uint16Array(lexemes.length * MAX_POSITIONS), start: new Int32Array(lexemes.length), count: new Int32Array(lexemes.length) };
  }

  private frozenPart(lexeme: number, frozen: number): Uint32Array {
    const all = this.index.postingsOfId(lexeme).toUint32Array();
    let end = all.length;
    while (end > 0 && all[end - 1]! >= frozen) end--;
    return all.subarray(0, end);
  }

  /** Fills `doc` with the slot's positions of each lexeme (count 0 where it has none); slots ascending. */
  at(slot: number): DocPositions {
    const doc = this.doc;
    if (slot >= this.index.text.frozenSlots) {
      const vector = this.index.text.lateVector(slot)!;
      for (let q = 0; q < this.lexemes.length; q++) fillFromVector(vector, this.lexemes[q]!, q, doc);
      return doc;
    }
    for (let q = 0; q < this.lexemes.length; q++) {
      const posting = this.postings[q]!;
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

/** A compiled query's operands as indexes into a walk's lexemes. */
function viewFor(query: CompiledQuery, lexemes: string[]): Int32Array {
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

/**
 * Live slots matching `query` within `within` (null: anywhere); the caller has checked
 * `query.requiresMatch`. A query with a NOT or a phrase is checked against each candidate's positions.
 */
export function matchText(index: CatalogIndex, query: CompiledQuery, within: Bitmap | null): Bitmap {
  const found = candidates(query.root, query, index) ?? index.alive;
  let live = Bitmap.and(found, index.alive);
  if (within) live = Bitmap.and(live, within);
  if (!query.needsCheck) return live;
  const walk = new PositionWalk(index, Int32Array.from(query.operands, (operand) => index.lexemeIdOf(operand)));
  const slots = live.toUint32Array();
  const kept = new Uint32Array(slots.length);
  let n = 0;
  for (let i = 0; i < slots.length; i++) if (matches(query.root, walk.at(slots[i]!))) kept[n++] = slots[i]!;
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
  query: CompiledQuery,
  phrase: CompiledQuery | null,
  namedBrands: Uint8Array | null,
  slots: Uint32Array,
  numbersOnly: ReadonlySet<number> | null,
  out: Float64Array,
): void {
  const lexemes = [...new Set([...query.operands, ...(phrase?.operands ?? [])])];
  const walk = new PositionWalk(index, Int32Array.from(lexemes, (lexeme) => index.lexemeIdOf(lexeme)));
  const queryView = viewFor(query, lexemes);
  const phraseView = phrase ? viewFor(phrase, lexemes) : null;
  const queryDoc: DocPositions = { positions: walk.doc.positions, start: new Int32Array(queryView.length), count: new Int32Array(queryView.length) };
  const phraseDoc: DocPositions | null = phraseView
    ? { positions: walk.doc.positions, start: new Int32Array(phraseView.length), count: new Int32Array(phraseView.length) }
    : null;
  const brandId = index.brandId.data;
  const popularity = index.popularity.data;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (numbersOnly?.has(slot)) {
      out[i] = -Infinity;
      continue;
    }
    const doc = walk.at(slot);
    let score = rank(query, project(doc, queryView, queryDoc));
    if (phrase && phraseDoc && matches(phrase.root, project(doc, phraseView!, phraseDoc))) score = Math.fround(score + PHRASE_BOOST);
    if (namedBrands?.[brandId[slot]!]) score = Math.fround(score + NAMED_BRAND_BOOST);
    out[i] = Math.fround(score + popularity[slot]!);
  }
}
