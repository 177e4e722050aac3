// A plugin building a module's service itself (a second wiring of the server), beside the type it may import.
import { createPartsService, type PartsService } from '@server/modules/parts';

export const fixture = (parts: PartsService) => [createPartsService, parts];
