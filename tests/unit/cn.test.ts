/**
 * cn() is clsx + tailwind-merge. These tests pin that down for the combinations the components pass,
 * and check that no class list written in the source overrides itself (a class that loses to a later
 * one in the same list is dead weight, and reads as if it applied).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../../src/web/lib/cn';

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
const utilities = new Set(classLists.flatMap((list) => list.split(/\s+/)));

const normalize = (classes: string) => classes.split(/\s+/).filter(Boolean).join(' ');

describe('cn', () => {
  it('finds the class lists the components use', () => {
    expect(classLists.length).toBeGreaterThan(200);
    expect(utilities.has('rounded-xl')).toBe(true);
    expect(utilities.has('sm:px-6')).toBe(true);
  });

  it('each class list in the source is conflict-free as written', () => {
    const changed = classLists.filter((list) => twMerge(list) !== normalize(list));
    expect(changed).toEqual([]);
  });

  it('lets a later utility override an earlier one of the same kind, and keeps the rest', () => {
    const cases: [Parameters<typeof cn>, string][] = [
      [['rounded-xl border bg-card shadow-sm', 'p-5 sm:p-6'], 'rounded-xl border bg-card shadow-sm p-5 sm:p-6'],
      [['p-6 pt-0', 'pt-4'], 'p-6 pt-4'],
      [['px-3 py-2', 'p-0'], 'p-0'],
      [['size-8', 'size-6'], 'size-6'],
      [['size-5 shrink-0 text-muted-foreground', false], 'size-5 shrink-0 text-muted-foreground'],
      [['text-xl font-extrabold tracking-tight', 'text-inverse-foreground'], 'text-xl font-extrabold tracking-tight text-inverse-foreground'],
      [['text-sm font-medium leading-none text-foreground', 'text-base'], 'font-medium text-foreground text-base'],
      [['mt-1 text-sm text-muted-foreground', 'leading-6'], 'mt-1 text-sm text-muted-foreground leading-6'],
      [['flex flex-wrap gap-1.5', 'hidden sm:flex'], 'flex-wrap gap-1.5 hidden sm:flex'],
      [['truncate', 'text-ellipsis'], 'text-ellipsis'],
    ];
    for (const [inputs, expected] of cases) expect(cn(...inputs)).toBe(expected);
  });

  it('takes clsx inputs: strings, arrays, objects, and skips empty values', () => {
    expect(cn('', null, undefined, 'a  b', ['c', { d: true, e: false }])).toBe('a b c d');
  });
});
