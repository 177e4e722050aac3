import { describe, expect, it } from 'vitest';
import { parseVector } from '../../src/server/modules/search/engines/index/catalog-index';
import { trigramsOf } from '../../src/server/modules/search/engines/index/part-numbers';
import { compileQuery, matches, rank, type DocPositions } from '../../src/server/modules/search/engines/index/ts-eval';
import { parseTsQuery, UnsupportedQuery } from '../../src/server/modules/search/engines/index/tsquery';

/** A document for ts-eval from tsvector text, positions looked up for the query's operands. */
function doc(vector: string, operands: string[]): DocPositions {
  const parsed = parseVector(vector);
  const positions: number[] = [];
  const start = new Int32Array(operands.length);
  const count = new Int32Array(operands.length);
  operands.forEach((operand, i) => {
    const at = parsed.lexemes.indexOf(operand);
    if (at < 0) return;
    const from = parsed.counts.slice(0, at).reduce((a, b) => a + b, 0);
    start[i] = positions.length;
    count[i] = parsed.counts[at]!;
    positions.push(...parsed.positions.slice(from, from + parsed.counts[at]!));
  });
  return { positions: Uint16Array.from(positions), start, count };
}

const evaluate = (tsquery: string, vector: string) => {
  const query = compileQuery(parseTsQuery(tsquery)!);
  const d = doc(vector, query.operands);
  return { matches: matches(query.root, d), rank: rank(query, d) };
};

describe('printed tsquery', () => {
  it('reads precedence as PostgreSQL prints it: ! then <-> then & then |', () => {
    expect(parseTsQuery("'brake' | 'pad' & !'rotor'")).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', text: 'brake' },
      right: { kind: 'and', left: { kind: 'lexeme', text: 'pad' }, right: { kind: 'not', arg: { kind: 'lexeme', text: 'rotor' } } },
    });
    expect(parseTsQuery("'heavy-duti' <-> 'heavi' <2> 'duti'")).toMatchObject({ kind: 'phrase', distance: 2, left: { kind: 'phrase', distance: 1 } });
    expect(parseTsQuery("'o''neil' & 'a\\\\b'")).toMatchObject({ left: { text: "o'neil" }, right: { text: 'a\\b' } });
    expect(parseTsQuery('')).toBeNull();
  });

  it('refuses what websearch_to_tsquery never prints', () => {
    expect(() => parseTsQuery("'brake':*")).toThrow(UnsupportedQuery);
    expect(() => parseTsQuery("'brake':AB")).toThrow(UnsupportedQuery);
    expect(() => compileQuery(parseTsQuery("'a' <-> !'b'")!)).toThrow(UnsupportedQuery);
  });
});

describe('matching and ts_rank as PostgreSQL computes them', () => {
  // Expected ranks are PostgreSQL 15's ts_rank(vector, query) for the same inputs.
  it('matches phrases by position and ranks them', () => {
    const vector = "'brake':4 'duti':3 'heavi':2 'heavy-duti':1 'pad':5";
    expect(evaluate("'heavy-duti' <-> 'heavi' <-> 'duti' & 'brake'", vector).matches).toBe(true);
    expect(evaluate("'heavi' <-> 'brake'", vector).matches).toBe(false);
    expect(evaluate("'heavi' <2> 'brake'", vector).matches).toBe(true);
    expect(evaluate("'brake' & !'pad'", vector).matches).toBe(false);
  });

  it('checks one phrase against document after document, each by its own positions', () => {
    const phrase = "'heavy-duti' <-> 'heavi' <-> 'duti'";
    // Many positions for one lexeme, and documents that match or not in turn.
    const many = Array.from({ length: 200 }, (_, i) => i * 3 + 10).join(',');
    const documents: [string, boolean][] = [
      [`'duti':${many} 'heavi':${many} 'heavy-duti':${many}`, false],
      ["'duti':3 'heavi':2 'heavy-duti':1", true],
      [`'duti':${many},701 'heavi':700 'heavy-duti':699`, true],
      ["'duti':4 'heavi':2 'heavy-duti':1", false],
      ["'heavi':2 'heavy-duti':1", false],
      ["'duti':9,12 'heavi':8,11 'heavy-duti':7", true],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [vector, expected] of documents) expect(evaluate(phrase, vector).matches).toBe(expected);
    }
  });

  it('ranks with the default weights, float4 as PostgreSQL rounds it', () => {
    expect(evaluate("'brake'", "'brake':1A,7 'pad':2A").rank).toBe(Math.fround(0.6231253));
    expect(evaluate("'brake' & 'pad'", "'brake':1A 'pad':2A").rank).toBe(Math.fround(0.9910322));
    expect(evaluate("'brake' | 'rotor'", "'brake':3C 'pad':2A").rank).toBe(Math.fround(0.06079271));
  });
});

describe('pg_trgm trigrams', () => {
  it('pads each word with two spaces before and one after, lower-cased', () => {
    // As show_trgm counts them: 12 for '9Y035220951'; 'AB#12' is two words, "ab" and "12".
    expect(trigramsOf('9Y035220951')).toHaveLength(12);
    expect(trigramsOf('AB#12')).toHaveLength(6);
    expect(trigramsOf('Ä123')).toBeNull();
  });
});
