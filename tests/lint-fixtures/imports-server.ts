// Server code: tests/unit/lint-rules.test.ts lints this as if it sat in src/web and src/shared.
import { publicOrigin } from '@server/env';

export const origin = publicOrigin({ PUBLIC_URL: undefined, PORT: 3000 });
