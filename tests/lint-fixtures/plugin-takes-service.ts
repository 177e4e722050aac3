// A plugin handed a module's service: it names the service's type only.
import type { PartsService } from '@server/modules/parts';

export const fixture = (parts: PartsService) => [parts];
