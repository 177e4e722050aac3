/**
 * The web build's `zod`: vite.config.ts resolves every `import … from 'zod'` to this module, so the
 * setting below runs before any schema anywhere in the app can parse.
 *
 * Zod compiles object parsers with `new Function` when it may, and probes for that on the first
 * parse. The Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids it, and the
 * browser reports even the caught probe as a violation. Parsing without the compiled fast path is
 * fast enough for API answers and keeps the app clean under the policy. (A setting applied from a
 * separately loaded chunk raced the first parse on pages that validate while they render.)
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
