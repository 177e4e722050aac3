// One module reaching into another's files rather than through its index.ts.
import { findParts } from '@server/modules/parts/parts.queries';

export const fixture = [findParts];
