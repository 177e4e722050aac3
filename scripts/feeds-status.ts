/** `npm run feeds:status`: see src/cli/feeds/status-command.ts. */
import { runStatusCommand } from '../src/cli/feeds/status-command';

process.exitCode = await runStatusCommand(process.argv.slice(2));
