// Reaching into a module's files rather than through its index.ts (from another module, or from app code).
import { findParts } from '@server/modules/parts/parts.queries';

export const fixture = [findParts];
