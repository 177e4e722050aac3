import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: its documents link only to files it holds, and neither code nor
 * config cites a design document kept somewhere else.
 */
const root = resolve(__dirname, '../..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const documents = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), (path) => path.endsWith('.md'))];

/** Relative link targets of a Markdown text, without their #fragment. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

describe('documents', () => {
  it('finds the links of a Markdown text', () => {
    expect(relativeLinks('[a](docs/A.md#x) [b](https://example.com) [c](#top) [d](../README.md)')).toEqual(['docs/A.md', '../README.md']);
  });

  it('link only to files the repository holds', () => {
    const broken = documents.flatMap((document) =>
      relativeLinks(readFileSync(document, 'utf8'))
        .filter((target) => !existsSync(resolve(dirname(document), target)))
        .map((target) => `${relative(root, document)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('and no code, config or document cites a design file outside it', () => {
    const outside = ['DESIGN', '.md'].join('');
    const sources = [
      ...documents,
      join(root, 'eslint.config.js'),
      ...filesUnder(join(root, 'src'), (path) => /\.(ts|tsx|css|html)$/.test(path)),
      ...filesUnder(join(root, 'scripts'), (path) => /\.(ts|cjs|mjs|js)$/.test(path)),
    ];
    const citing = sources.filter((path) => readFileSync(path, 'utf8').includes(outside)).map((path) => relative(root, path));
    expect(citing).toEqual([]);
  });
});
