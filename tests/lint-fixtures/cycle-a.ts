// Breaks import-x/no-cycle on purpose, with cycle-b.ts: tests/unit/lint-rules.test.ts lints it.
import { b } from './cycle-b';

export const a = (): string => `a${b.length}`;
