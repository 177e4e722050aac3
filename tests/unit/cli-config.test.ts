import { describe, expect, it } from 'vitest';
import { runAdminCreate } from '../../src/cli/admin-create';
import { loadCommandEnv } from '../../src/cli/config';
import { runIngestCommand } from '../../src/cli/feeds/ingest-command';
import { runStatusCommand } from '../../src/cli/feeds/status-command';
import { runFitmentImport } from '../../src/cli/fitment-import';
import type { CommandIo } from '../../src/cli/io';

function capture(): CommandIo & { out: { text: string }; err: { text: string } } {
  const stream = () => {
    const sink = { text: '', isTTY: false, write: (chunk: string) => (sink.text += chunk) };
    return sink;
  };
  return { out: stream(), err: stream() };
}

/** A configuration loadEnv refuses, before any command touches a database or a file. */
const BAD_ENV = { PORT: 'not-a-port', DATA_DIR: '/nonexistent/pitlane-cli-config' };
const PROBLEM = 'Invalid configuration:\n  PORT: must be a port number\n';

describe('commands on a bad configuration', () => {
  it('loadCommandEnv prints the problem (after a prefix, if any) and answers null', () => {
    const io = capture();
    expect(loadCommandEnv(BAD_ENV, io)).toBeNull();
    expect(io.err.text).toBe(PROBLEM);
    expect(io.out.text).toBe('');
    const prefixed = capture();
    expect(loadCommandEnv(BAD_ENV, prefixed, 'feeds:status: ')).toBeNull();
    expect(prefixed.err.text).toBe(`feeds:status: ${PROBLEM}`);
    expect(loadCommandEnv({ PORT: '5123' }, capture())?.PORT).toBe(5123);
  });

  it('each command prints it and exits as it always has', async () => {
    const admin = capture();
    expect(await runAdminCreate(['--email', 'a@pitlane.example'], BAD_ENV, admin, async () => 'never asked 12345')).toBe(2);
    expect(admin.err.text).toBe(PROBLEM);

    const fitment = capture();
    expect(await runFitmentImport(['/nonexistent/fitments.csv'], fitment, BAD_ENV)).toBe(2);
    expect(fitment.err.text).toBe(PROBLEM);

    const ingest = capture();
    expect(await runIngestCommand(['--vendor', 'autohaus', '/nonexistent/feed.xml'], BAD_ENV, ingest)).toBe(2);
    expect(ingest.err.text).toBe(PROBLEM);

    const status = capture();
    expect(await runStatusCommand([], BAD_ENV, status)).toBe(1);
    expect(status.err.text).toBe(`feeds:status: ${PROBLEM}`);
  });
});
