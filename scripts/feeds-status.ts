/** `npm run feeds:status`: see src/server/modules/feeds/cli/status-command.ts. */
import { runStatusCommand } from '../src/server/modules/feeds/cli/status-command';

process.exitCode = await runStatusCommand(process.argv.slice(2));
