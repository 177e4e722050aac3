/**
 * The server the browser tests drive: a fresh embedded database in a temporary folder, the demo
 * catalog, and the production build of the web app (built first when missing or stale).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pitlane-e2e-'));
await import('../../scripts/start');
