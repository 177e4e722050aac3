/**
 * `vector @@ query` and `ts_rank(vector, query)` for one document of the in-process index, computed as
 * PostgreSQL computes them (src/backend/utils/adt/tsvector_op.c TS_execute / TS_phrase_execute and
 * tsrank.c calc_rank), so results and their order are the same as the SQL search's. Ranks are float4
 * in PostgreSQL: every step here is rounded to float32 where C rounds it, in the same order.
 *
 * A document's lexeme positions are WordEntryPos values as PostgreSQL stores them: the position in
 * the low 14 bits, the weight (3 = A ... 0 = D) in the top 2.
 */
import { operands, requiresMatch, UnsupportedQuery, type TsNode } from './tsquery';

/** The query's tree with each lexeme replaced by its index among the distinct, sorted operands. */
export type EvalNode =
  | { kind: 'operand'; index: number }
  | { kind: 'not'; arg: EvalNode }
  | { kind: 'and' | 'or'; left: EvalNode; right: EvalNode }
  | { kind: 'phrase'; distance: number; left: EvalNode; right: EvalNode };

export interface CompiledQuery {
  root: EvalNode;
  /** Distinct lexemes in PostgreSQL's operand order (bytewise, shorter first): ranking sums in this order. */
  operands: string[];
  /** ts_rank's choice: calc_rank_and when the top operator is & or <->, else calc_rank_or. */
  rankAnd: boolean;
  /** Whether matching needs more than set operations on posting lists (a NOT or a phrase). */
  needsCheck: boolean;
  requiresMatch: boolean;
}

const utf8 = new TextEncoder();
function compareLexemes(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

export function compileQuery(tree: TsNode): CompiledQuery {
  const sorted = [...new Set(operands(tree))].sort(compareLexemes);
  const indexOf = new Map(sorted.map((lexeme, i) => [lexeme, i]));
  let needsCheck = false;
  const compile = (node: TsNode, inPhrase: boolean): EvalNode => {
    switch (node.kind) {
      case 'lexeme':
        return { kind: 'operand', index: indexOf.get(node.text)! };
      case 'not':
        // Negation inside a phrase has position semantics of its own; the SQL search handles those.
        if (inPhrase) throw new UnsupportedQuery('negation inside a phrase');
        needsCheck = true;
        return { kind: 'not', arg: compile(node.arg, false) };
      case 'phrase':
        needsCheck = true;
        return { kind: 'phrase', distance: node.distance, left: compile(node.left, true), right: compile(node.right, true) };
      default:
        if (inPhrase) throw new UnsupportedQuery('boolean operator inside a phrase');
        return { kind: node.kind, left: compile(node.left, false), right: compile(node.right, false) };
    }
  };
  const root = compile(tree, false);
  return { root, operands: sorted, rankAnd: tree.kind === 'and' || tree.kind === 'phrase', needsCheck, requiresMatch: requiresMatch(tree) };
}

/**
 * One document's positions for each operand: positions[start[i] .. start[i] + count[i]) (ascending),
 * count 0 when the document lacks operand i. Filled by the index, reused from document to document.
 */
export interface DocPositions {
  positions: Uint16Array;
  start: Int32Array;
  count: Int32Array;
}

const POS_MASK = 0x3fff;

/** A phrase's end positions (the first `count` of `ends`) and its width. */
interface PhraseEnds {
  ends: Int32Array;
  count: number;
  width: number;
}

/**
 * Scratch for the end positions of each node of a phrase being checked, reused from document to
 * document (the buffers and the records holding them): a search checks a phrase against every
 * candidate, tens of thousands for a common one, and an object per node and document kept the
 * collector busy.
 */
const endRecords: PhraseEnds[] = [];
let recordsTaken = 0;
function endRecord(size: number): PhraseEnds {
  if (recordsTaken === endRecords.length) endRecords.push({ ends: new Int32Array(Math.max(256, size)), count: 0, width: 0 });
  const record = endRecords[recordsTaken++]!;
  if (record.ends.length < size) record.ends = new Int32Array(size);
  record.count = 0;
  record.width = 0;
  return record;
}

/** End positions of a phrase match and its width (TS_phrase_execute, lexemes and phrases only). */
function phraseEnds(node: EvalNode, doc: DocPositions): PhraseEnds {
  if (node.kind === 'operand') {
    const count = doc.count[node.index]!;
    const record = endRecord(count);
    const from = doc.start[node.index]!;
    for (let i = 0; i < count; i++) record.ends[i] = doc.positions[from + i]! & POS_MASK;
    record.count = count;
    return record;
  }
  if (node.kind !== 'phrase') throw new UnsupportedQuery('operator inside a phrase');
  const left = phraseEnds(node.left, doc);
  if (left.count === 0) {
    left.width = 0;
    return left;
  }
  const right = phraseEnds(node.right, doc);
  // A left match ending at L joins a right match ending at R when L + distance + right width = R.
  const offset = node.distance + right.width;
  const record = endRecord(Math.min(left.count, right.count));
  const ends = record.ends;
  let count = 0;
  let l = 0;
  let r = 0;
  while (l < left.count && r < right.count) {
    const lpos = left.ends[l]! + offset;
    const rpos = right.ends[r]!;
    if (lpos < rpos) l++;
    else if (lpos > rpos) r++;
    else {
      ends[count++] = rpos;
      l++;
      r++;
    }
  }
  record.count = count;
  record.width = node.distance + left.width + right.width;
  return record;
}

/** Whether the document holds the phrase; the scratch it took is given back. */
function hasPhrase(node: EvalNode, doc: DocPositions): boolean {
  const taken = recordsTaken;
  try {
    return phraseEnds(node, doc).count > 0;
  } finally {
    recordsTaken = taken;
  }
}

export function matches(node: EvalNode, doc: DocPositions): boolean {
  switch (node.kind) {
    case 'operand':
      return doc.count[node.index]! > 0;
    case 'not':
      return !matches(node.arg, doc);
    case 'and':
      return matches(node.left, doc) && matches(node.right, doc);
    case 'or':
      return matches(node.left, doc) || matches(node.right, doc);
    case 'phrase':
      return hasPhrase(node, doc);
  }
}

const f = Math.fround;
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const weightOf = (pos: number) => WEIGHTS[pos >> 14]!;

/** tsrank.c word_distance, for the distances 1..100 that get a weight of their own. */
const WORD_DISTANCE = Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));
const wordDistance = (w: number) => (w > 100 ? f(1e-30) : WORD_DISTANCE[w]!);

function rankOr(doc: DocPositions, size: number): number {
  let res = f(0);
  for (let i = 0; i < size; i++) {
    const count = doc.count[i]!;
    if (count === 0) continue;
    const from = doc.start[i]!;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < count; j++) {
      const w = weightOf(doc.positions[from + j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return size > 0 ? f(res / size) : res;
}

function rankAnd(doc: DocPositions, size: number): number {
  if (size < 2) return rankOr(doc, size);
  let res = f(-1);
  for (let i = 0; i < size; i++) {
    const dimt = doc.count[i]!;
    if (dimt === 0) continue;
    const post = doc.start[i]!;
    for (let k = 0; k < i; k++) {
      const lenct = doc.count[k]!;
      if (lenct === 0) continue;
      const ct = doc.start[k]!;
      for (let l = 0; l < dimt; l++) {
        const lp = doc.positions[post + l]!;
        for (let p = 0; p < lenct; p++) {
          const cp = doc.positions[ct + p]!;
          const dist = Math.abs((lp & POS_MASK) - (cp & POS_MASK));
          // Two lexemes at one position add nothing (both have positions; see calc_rank_and).
          if (dist === 0) continue;
          const curw = f(Math.sqrt(f(f(weightOf(lp) * weightOf(cp)) * wordDistance(dist))));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
  }
  return res;
}

/** ts_rank(vector, query) with the default weights and no normalization. */
export function rank(query: CompiledQuery, doc: DocPositions): number {
  const size = query.operands.length;
  const res = query.rankAnd ? rankAnd(doc, size) : rankOr(doc, size);
  return res < 0 ? f(1e-20) : res;
}
