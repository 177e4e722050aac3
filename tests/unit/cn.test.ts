/**
 * cn() only asks tailwind-merge when two class lists could override each other. These tests check,
 * against tailwind-merge itself, that the shortcut never changes a class list the app renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, conflictKey } from '../../src/web/lib/cn';

const webRoot = path.resolve(import.meta.dirname, '../../src/web');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every string literal in the web app's source that reads like a list of classes. */
const classLists = [
  ...new Set(
    sourceFiles(webRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([^'\\\n]*)'|`([^`\\$]*)`/g)]
        .map((match) => (match[1] ?? match[2] ?? '').trim())
        .filter((text) => text !== '' && /^[\w\s:/.\-[\]()!@&%*>=,#'"]+$/.test(text) && /[a-z]-|\s/.test(text)),
    ),
  ),
];
const utilities = [...new Set(classLists.flatMap((list) => list.split(/\s+/)))].filter((token) =>
  /^[!@\-[a-z]/.test(token),
);

const normalize = (classes: string) => classes.split(/\s+/).filter(Boolean).join(' ');

describe('cn', () => {
  it('finds the class lists the components use', () => {
    expect(classLists.length).toBeGreaterThan(200);
    expect(utilities).toContain('rounded-xl');
    expect(utilities).toContain('sm:px-6');
  });

  it('each class list in the source is conflict-free as written', () => {
    const changed = classLists.filter((list) => twMerge(list) !== normalize(list));
    expect(changed).toEqual([]);
  });

  // Every pair of the app's utilities goes through tailwind-merge: CPU-bound, slow on a busy machine.
  it('never lets two utilities in different families override each other', () => {
    const missed: string[] = [];
    for (const first of utilities) {
      const firstKey = conflictKey(first);
      for (const second of utilities) {
        if (first === second || conflictKey(second) === firstKey) continue;
        if (twMerge(`${first} ${second}`) !== `${first} ${second}`) missed.push(`${first} ${second}`);
      }
    }
    expect(missed).toEqual([]);
  }, 180_000);

  it('gives the same classes as tailwind-merge for the combinations the components pass', () => {
    const cases: unknown[][] = [
      ['rounded-xl border border-border bg-card text-card-foreground shadow-sm', 'p-5 sm:p-6'],
      ['flex flex-col gap-1.5 p-6', undefined],
      ['p-6 pt-0', 'pt-4'],
      ['size-8', 'size-6'],
      ['size-5 shrink-0 text-muted-foreground transition-transform', false],
      ['size-5 shrink-0 text-muted-foreground transition-transform', 'rotate-180'],
      ['text-xl font-extrabold italic tracking-tight', 'text-inverse-foreground'],
      ['inline-flex items-center gap-2', 'text-sm'],
      ['relative min-w-0', 'w-full sm:w-48'],
      ['pt-6 focus-visible:outline-2', 'mt-4'],
      ['text-sm font-medium leading-none text-foreground', 'text-base'],
      ['mt-1 text-sm text-muted-foreground', 'leading-6'],
      ['flex flex-wrap gap-1.5', 'hidden sm:flex'],
      ['relative isolate overflow-hidden surface-inverse', 'absolute'],
      ['pointer-events-none opacity-50', 'px-3 py-2'],
      ['px-3 py-2', 'p-0'],
      ['absolute inset-0 size-full text-rating/30', 'top-2'],
      ['rounded-md bg-foreground/10', 'h-4 w-24 rounded-full'],
      ['truncate', 'text-ellipsis'],
      ['line-clamp-2', 'block'],
      ['', null, 'a  b', ['c', { d: true, e: false }]],
    ];
    for (const inputs of cases) {
      const args = inputs as Parameters<typeof cn>;
      expect(cn(...args)).toBe(twMerge(clsx(args)));
    }
  });
});
