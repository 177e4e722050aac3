// Web code: tests/unit/lint-rules.test.ts lints this as if it sat in src/server and src/shared.
import { cn } from '@web/lib/cn';

export const classes = cn('p-2', 'p-4');
