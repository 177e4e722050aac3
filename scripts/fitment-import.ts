/** `npm run fitment:import -- <file.csv>`: see src/server/cli/fitment-import.ts. */
import { runFitmentImport } from '../src/server/cli/fitment-import';

process.exitCode = await runFitmentImport(process.argv.slice(2));
