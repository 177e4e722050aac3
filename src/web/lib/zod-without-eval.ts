import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that once. The
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids it, and the browser reports
 * even the caught probe as a violation. Parsing without the compiled fast path is fast enough for API
 * answers, and keeps the app clean under the policy. Loaded as the app starts (lib/api.ts `zodConfigured`, started
 * from main.tsx) rather than imported statically, which would put zod into the first paint's JavaScript;
 * lib/api.ts waits for it before every parse.
 */
z.config({ jitless: true });
