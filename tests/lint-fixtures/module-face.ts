// Using a module through its index.ts: allowed.
import { findParts } from '@server/modules/parts';

export const fixture = [findParts];
