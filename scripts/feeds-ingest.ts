/** `npm run feeds:ingest -- --vendor <slug> <file or url>`: see src/server/modules/feeds/cli/ingest-command.ts. */
import { runIngestCommand } from '../src/server/modules/feeds/cli/ingest-command';

process.exitCode = await runIngestCommand(process.argv.slice(2));
