/** `npm run fitment:import -- <file.csv>`: see src/cli/fitment-import.ts. */
import { runFitmentImport } from '../src/cli/fitment-import';

process.exitCode = await runFitmentImport(process.argv.slice(2));
