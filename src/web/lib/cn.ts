import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Utilities whose first name segment differs but which tailwind-merge treats as overriding each
 * other (its conflicting class groups, and groups spelled with several words). Everything else is
 * grouped by its first segment (`px-4` → `px`, `rounded-t-lg` → `rounded`), which puts together
 * more than tailwind-merge does, never less. tests/unit/cn.test.ts checks every pair of utilities
 * the app uses against tailwind-merge itself.
 */
const FAMILY: Record<string, string> = {};
for (const [family, roots] of Object.entries({
  layout: [
    'block', 'inline', 'flex', 'grid', 'table', 'contents', 'list', 'hidden', 'flow', 'line', 'overflow', 'basis',
    'grow', 'shrink', 'truncate', 'text',
  ],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  visibility: ['visible', 'invisible', 'collapse'],
  isolation: ['isolate', 'isolation'],
  inset: ['inset', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  p: ['p', 'px', 'py', 'ps', 'pe', 'pbs', 'pbe', 'pt', 'pr', 'pb', 'pl'],
  m: ['m', 'mx', 'my', 'ms', 'me', 'mbs', 'mbe', 'mt', 'mr', 'mb', 'ml'],
  size: ['size', 'w', 'h'],
  keyword: [
    'underline', 'overline', 'no', 'uppercase', 'lowercase', 'capitalize', 'normal', 'italic', 'not', 'sr',
    'antialiased', 'subpixel', 'ordinal', 'slashed', 'lining', 'oldstyle', 'proportional', 'tabular', 'diagonal',
    'stacked',
  ],
  container: ['container', '@container'],
})) {
  for (const root of roots) FAMILY[root] = family;
}
// `text-*` is font size (which overrides `leading-*`), colour and alignment; `truncate` overrides
// `text-ellipsis` and `line-clamp-*` overrides `overflow-*` and `display`: one family for all of them.
FAMILY.leading = 'layout';

/** The variant prefix and conflict family of one utility: `sm:hover:px-4` → `sm:hover:|p`. */
export function conflictKey(token: string): string {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = i + 1;
  }
  const variants = token.slice(0, cut);
  let base = token.slice(cut);
  if (base.startsWith('!')) base = base.slice(1);
  if (base.startsWith('-')) base = base.slice(1);
  if (base.startsWith('[') || base.startsWith('(')) return `${variants}|arbitrary`;
  const root = base.split(/[-/!]/, 1)[0] ?? base;
  return `${variants}|${FAMILY[root] ?? root}`;
}

const keysOf = new Map<string, string[]>();

function keys(classes: string): string[] {
  let found = keysOf.get(classes);
  if (!found) {
    found = classes.split(/\s+/).filter(Boolean).map(conflictKey);
    if (keysOf.size > 1000) keysOf.clear();
    keysOf.set(classes, found);
  }
  return found;
}

/**
 * Builds tailwind-merge's lookup table now rather than inside the first cn() that needs it: called
 * in a task of its own before hydration, so that work does not lengthen one of React's.
 */
export function prepareClassMerging(): void {
  twMerge(''); // the first call builds the table, whatever it is given
}

/**
 * Joins class names and lets later Tailwind utilities override earlier ones. tailwind-merge builds
 * a large lookup table the first time it runs (a long task on a slow phone while the page starts),
 * so it is only asked when two of the given class lists could override each other; each list on
 * its own is conflict-free as written (checked in tests/unit/cn.test.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  const parts: string[] = [];
  for (const input of inputs) {
    const part = clsx(input);
    if (part) parts.push(part);
  }
  if (parts.length > 1) {
    const seen = new Set<string>();
    for (const part of parts) {
      const own = keys(part);
      for (const key of own) if (seen.has(key)) return twMerge(parts.join(' '));
      for (const key of own) seen.add(key);
    }
  }
  return parts.join(' ').split(/\s+/).filter(Boolean).join(' ');
}
