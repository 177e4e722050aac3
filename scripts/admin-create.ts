/** `npm run admin:create -- --email <address> [--role admin|editor|analyst]`: see src/cli/admin-create.ts. */
import { runAdminCreate } from '../src/cli/admin-create';

process.exitCode = await runAdminCreate(process.argv.slice(2));
