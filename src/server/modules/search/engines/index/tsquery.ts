/**
 * A tsquery as PostgreSQL prints it (`websearch_to_tsquery(...)::text`), read back into a tree, so the
 * in-process index matches exactly what PostgreSQL parsed and stemmed: the database stays the only
 * place that knows the dictionaries. Only what websearch_to_tsquery produces is understood (lexemes,
 * & | ! and <N>); anything else (prefix or weight marks) is refused and the search runs in SQL.
 */

export type TsNode =
  | { kind: 'lexeme'; text: string }
  | { kind: 'not'; arg: TsNode }
  | { kind: 'and' | 'or'; left: TsNode; right: TsNode }
  | { kind: 'phrase'; distance: number; left: TsNode; right: TsNode };

export class UnsupportedQuery extends Error {}

/**
 * Reads a quoted lexeme as PostgreSQL prints one in tsquery and tsvector text: `text[start]` is the
 * opening quote; inside, a quote is doubled and a backslash escapes the next character. Returns the
 * lexeme and the index just past its closing quote.
 */
export function readQuotedLexeme(text: string, start: number): { lexeme: string; end: number } {
  // Most lexemes need no unescaping: take the plain run in one slice.
  let i = start + 1;
  while (i < text.length && text[i] !== "'" && text[i] !== '\\') i++;
  let lexeme = text.slice(start + 1, i);
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new UnsupportedQuery('unterminated lexeme');
    if (c === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
    } else if (c === "'" && text[i + 1] === "'") {
      lexeme += "'";
      i += 2;
    } else if (c === "'") {
      return { lexeme, end: i + 1 };
    } else {
      lexeme += c;
      i++;
    }
  }
}

type Token = { type: 'lexeme'; text: string } | { type: 'op'; op: '&' | '|' | '!' | '(' | ')' } | { type: 'phrase'; distance: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ') {
      i++;
    } else if (ch === "'") {
      const { lexeme, end } = readQuotedLexeme(text, i);
      i = end;
      if (text[i] === ':') throw new UnsupportedQuery('prefix or weight restriction');
      tokens.push({ type: 'lexeme', text: lexeme });
    } else if (ch === '&' || ch === '|' || ch === '!' || ch === '(' || ch === ')') {
      tokens.push({ type: 'op', op: ch });
      i++;
    } else if (ch === '<') {
      const end = text.indexOf('>', i);
      if (end < 0) throw new UnsupportedQuery('bad phrase operator');
      const inside = text.slice(i + 1, end);
      const distance = inside === '-' ? 1 : Number(inside);
      if (!Number.isInteger(distance) || distance < 0) throw new UnsupportedQuery('bad phrase distance');
      tokens.push({ type: 'phrase', distance });
      i = end + 1;
    } else {
      throw new UnsupportedQuery(`unexpected "${ch}"`);
    }
  }
  return tokens;
}

/**
 * The tree of a printed tsquery, or null for an empty one. Precedence as PostgreSQL's:
 * ! binds tightest, then <->, then &, then |; all left-associative.
 */
export function parseTsQuery(text: string): TsNode | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (op: string) => {
    const token = peek();
    return token?.type === 'op' && token.op === op;
  };

  function unary(): TsNode {
    const token = tokens[at++];
    if (!token) throw new UnsupportedQuery('unexpected end');
    if (token.type === 'lexeme') return { kind: 'lexeme', text: token.text };
    if (token.type === 'op' && token.op === '!') return { kind: 'not', arg: unary() };
    if (token.type === 'op' && token.op === '(') {
      const inner = or();
      if (!isOp(')')) throw new UnsupportedQuery('unbalanced parentheses');
      at++;
      return inner;
    }
    throw new UnsupportedQuery('unexpected operator');
  }
  function phrase(): TsNode {
    let node = unary();
    for (let token = peek(); token?.type === 'phrase'; token = peek()) {
      at++;
      node = { kind: 'phrase', distance: token.distance, left: node, right: unary() };
    }
    return node;
  }
  function and(): TsNode {
    let node = phrase();
    while (isOp('&')) {
      at++;
      node = { kind: 'and', left: node, right: phrase() };
    }
    return node;
  }
  function or(): TsNode {
    let node = and();
    while (isOp('|')) {
      at++;
      node = { kind: 'or', left: node, right: and() };
    }
    return node;
  }

  const tree = or();
  if (at !== tokens.length) throw new UnsupportedQuery('trailing tokens');
  return tree;
}

/** Every lexeme of the query, in order of appearance, repeats included (ranking de-duplicates them). */
export function operands(node: TsNode): string[] {
  switch (node.kind) {
    case 'lexeme':
      return [node.text];
    case 'not':
      return operands(node.arg);
    default:
      return [...operands(node.left), ...operands(node.right)];
  }
}

/** Whether every match must contain at least one of the query's lexemes (tsquery_requires_match). */
export function requiresMatch(node: TsNode): boolean {
  switch (node.kind) {
    case 'lexeme':
      return true;
    case 'not':
      return false;
    case 'phrase':
    case 'and':
      return requiresMatch(node.left) || requiresMatch(node.right);
    case 'or':
      return requiresMatch(node.left) && requiresMatch(node.right);
  }
}
