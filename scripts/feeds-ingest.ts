/** `npm run feeds:ingest -- --vendor <slug> <file or url>`: see src/cli/feeds/ingest-command.ts. */
import { runIngestCommand } from '../src/cli/feeds/ingest-command';

process.exitCode = await runIngestCommand(process.argv.slice(2));
