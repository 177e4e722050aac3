/**
 * The parts a full-text query matches, from the index's posting lists, with ts_rank when the order
 * needs it. Set operations on posting lists give the candidates; queries with a NOT or a phrase are
 * then checked part by part against positions, as PostgreSQL rechecks them.
 */
import type { CatalogIndex } from './catalog-index';
import { intersectSorted, unionSorted } from './columns';
import { NAMED_BRAND_BOOST, PHRASE_BOOST } from '../../spec/ranking';
import { matches, rank, type CompiledQuery, type DocPositions, type EvalNode } from './ts-eval';

/** Slots that can match (a superset when the query has NOT or phrases), ascending. */
function candidates(node: EvalNode, query: CompiledQuery, index: CatalogIndex): ArrayLike<number> | null {
  switch (node.kind) {
    case 'operand':
      return index.postingsOf(query.operands[node.index]!);
    case 'not':
      return null; // anything may match a negation
    case 'and':
    case 'phrase': {
      const left = candidates(node.left, query, index);
      const right = candidates(node.right, query, index);
      if (left === null) return right;
      if (right === null) return left;
      return intersectSorted(left, right);
    }
    case 'or': {
      const left = candidates(node.left, query, index);
      const right = candidates(node.right, query, index);
      return left === null || right === null ? null : unionSorted(left, right);
    }
  }
}

export interface TextMatches {
  slots: Int32Array;
  /** ts_rank per match (0 when not wanted). */
  ranks: Float64Array;
}

const positionsFor = (index: CatalogIndex, count: number): DocPositions => ({
  positions: index.positionData,
  start: new Int32Array(count),
  count: new Int32Array(count),
});

/**
 * Live slots matching `query`; the caller has checked `query.requiresMatch`. With a rank, a part whose
 * words hold `phrase` gains the phrase boost, a part of a brand flagged in `namedBrands` (by brand
 * id) the brand boost, and every part its popularity, added in float4 and in that order, as the SQL
 * search adds them. `within` (ascending slots), when given, bounds the matches: parts outside it are
 * not ranked at all (the vehicle's parts, when a search names one, so a broad word costs only them).
 */
export function matchText(
  index: CatalogIndex,
  query: CompiledQuery,
  withRank: boolean,
  phrase: CompiledQuery | null = null,
  namedBrands: Uint8Array | null = null,
  within: ArrayLike<number> | null = null,
): TextMatches {
  const matched = candidates(query.root, query, index);
  const found = matched === null ? [] : within ? intersectSorted(matched, within) : matched;
  const lexemes = index.lexemeIdsOf(query.operands);
  const doc = positionsFor(index, lexemes.length);
  const boosted = withRank && phrase ? { query: phrase, lexemes: index.lexemeIdsOf(phrase.operands), doc: positionsFor(index, phrase.operands.length) } : null;
  // Reused from search to search (large broad-word matches would otherwise churn the heap).
  const { slots, ranks } = index.textScratch(found.length);
  const alive = index.alive.data;
  const brandId = index.brandId.data;
  const popularity = index.popularity.data;
  const needPositions = withRank || query.needsCheck;
  let n = 0;
  for (let i = 0; i < found.length; i++) {
    const slot = found[i]!;
    if (!alive[slot]) continue;
    let score = 0;
    if (needPositions) {
      index.positionsOf(slot, lexemes, doc);
      if (query.needsCheck && !matches(query.root, doc)) continue;
      if (withRank) score = rank(query, doc);
      if (boosted) {
        index.positionsOf(slot, boosted.lexemes, boosted.doc);
        if (matches(boosted.query.root, boosted.doc)) score = Math.fround(score + PHRASE_BOOST);
      }
      if (withRank && namedBrands?.[brandId[slot]!]) score = Math.fround(score + NAMED_BRAND_BOOST);
      if (withRank) score = Math.fround(score + popularity[slot]!);
    }
    ranks[n] = score;
    slots[n++] = slot;
  }
  return { slots: slots.subarray(0, n), ranks: ranks.subarray(0, n) };
}
