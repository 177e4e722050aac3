/**
 * `npm run soak [-- --seconds 60 --connections 16 --instances 2 --replica --keep]`: Pitlane scaled out.
 * Several server instances on loopback share one PostgreSQL database (`pitlane_soak`, created
 * fresh with the demo catalog) and one Redis, behind nginx; the soak logs in through the proxy,
 * checks that the session holds on every instance, drives a shopper mix for a fixed time, and
 * prints throughput, latency, errors, shared cache hits and each instance's memory. Exits 1 on any
 * 5xx, dropped request, session mismatch or a cache that is not shared. `--seconds 10` suits CI.
 *
 * `--replica`: a streaming replica of the local PostgreSQL (see soak/replica.ts) takes the reads, each
 * instance runs two workers, alerts, basket lines and a feed run write beside the shoppers, and the
 * replica is killed half-way and started again. Prints `reads from replica: N of M`, `errors: N` and
 * `lost writes: N` (acknowledged writes missing from the primary); fails unless errors and lost
 * writes are 0 and the replica answered most reads.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './support';
import { parseSoakArgs } from './soak/args';
import { countRedisKeys, loginThroughProxy, removeRedisKeys, sessionOnEveryInstance, sharedCacheProbe } from './soak/checks';
import { createSoakDatabase } from './soak/database';
import { sampleMemory, startInstance, type Instance } from './soak/instances';
import { startNginx, type NginxProcess } from './soak/nginx';
import { formatMemory, formatTraffic, serverErrors } from './soak/report';
import { driveTraffic } from './soak/traffic';
import { lostFeedWrites, runFeed } from './soak/feed-run';
import { readCounts } from './soak/read-counts';
import { startReplica, type Replica } from './soak/replica';
import { driveWrites, lostWrites } from './soak/writes';

const PROXY_PORT = 5200;
const FIRST_INSTANCE_PORT = 5201;
/** The vendor simulator runs inside the first instance only, on a port of the soak's own. */
const SIMULATOR_PORT = 6201;
const WEB_DIST = 'dist/web-soak';
const REPLICA_PORT = 5433;
const WORKERS_WITH_REPLICA = 2;

const args = parseSoakArgs(process.argv.slice(2));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.log(line);

log(`soak: ${args.instances} instances behind nginx, ${args.connections} connections, ${args.seconds} s; load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

if (!existsSync(path.join(root, WEB_DIST, 'index.html'))) {
  log(`building the web app into ${WEB_DIST}...`);
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST },
  });
}

const database = await createSoakDatabase(serverUrl);
const trafficSamples = { ...database.samples, questions: database.samples.questions.slice(0, -1) };
const unaskedQuestion = database.samples.questions.at(-1)!;
const prefix = `pitlane:soak:${randomBytes(4).toString('hex')}:`;
const credentials = { username: 'soak', password: randomBytes(12).toString('hex') };
const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-soak-'));
const instances: Instance[] = [];
let proxy: NginxProcess | null = null;
let replica: Replica | null = null;
const failures: string[] = [];

async function tearDown(): Promise<void> {
  await proxy?.stop();
  const exits = await Promise.all(instances.map((i) => i.stop()));
  exits.forEach((code, i) => code !== 0 && failures.push(`${instances[i]!.name} exited with ${code} after SIGTERM`));
  await replica?.remove();
  await removeRedisKeys(redisUrl, prefix);
  if (!args.keep) await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
/** The replica goes away hard half-way through the load and comes back at three quarters. */
async function replicaOutage(target: Replica, seconds: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, seconds * 500));
  target.kill();
  log('replica: killed (immediate shutdown)');
  await new Promise((resolve) => setTimeout(resolve, seconds * 250));
  target.start();
  log('replica: started again');
}

process.once('SIGINT', () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  proxy?.child.kill('SIGKILL');
  process.exit(130);
});

try {
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    SITE_GATE: 'on',
    SITE_USERNAME: credentials.username,
    SITE_PASSWORD: credentials.password,
    // One secret for all: a cookie signed by one instance must verify on every other.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST,
  };
  if (args.replica) {
    replica = await startReplica(serverUrl, REPLICA_PORT);
    Object.assign(shared, { DATABASE_READ_URL: replica.urlOf(database.url), WEB_CONCURRENCY: String(WORKERS_WITH_REPLICA) });
    log(`replica: a hot standby on port ${REPLICA_PORT}; ${args.instances} instances × ${WORKERS_WITH_REPLICA} workers read from it`);
  }
  for (let i = 0; i < args.instances; i++) {
    const simulator: Record<string, string> = i === 0 ? { VENDOR_SIM: 'on', VENDOR_SIM_PORT: String(SIMULATOR_PORT) } : { VENDOR_SIM: 'off' };
    // One after the other: the first configures the demo vendors' connectors toward its simulator.
    instances.push(await startInstance(root, `instance-${i + 1}`, FIRST_INSTANCE_PORT + i, { ...shared, ...simulator }, args.replica ? WORKERS_WITH_REPLICA : 1));
  }
  proxy = await startNginx(dir, PROXY_PORT, instances.map((i) => i.port));
  const base = `http://127.0.0.1:${PROXY_PORT}`;

  const cookie = await loginThroughProxy(base, credentials.username, credentials.password);
  const sessions = await sessionOnEveryInstance(instances, cookie);
  log(`session made through the proxy, valid on: ${JSON.stringify(sessions)}`);
  for (const [name, ok] of Object.entries(sessions)) if (!ok) failures.push(`the session is not valid on ${name}`);

  const memory = sampleMemory(instances);
  // With the replica: writes beside the shoppers, a feed run, and the replica killed half-way and back at three quarters.
  const writes = args.replica ? driveWrites(base, cookie, database.samples, { seconds: args.seconds, writers: 2, run: prefix.split(':')[2]! }) : null;
  const feed = args.replica ? runFeed(root, dir, database.url) : null;
  const outage = replica ? replicaOutage(replica, args.seconds) : null;
  const traffic = await driveTraffic(base, cookie, trafficSamples, { seconds: args.seconds, connections: args.connections });
  const rss = memory.stop();
  await outage;
  formatTraffic(traffic, args.seconds).forEach(log);
  formatMemory(rss).forEach(log);
  if (serverErrors(traffic) > 0) failures.push(`${serverErrors(traffic)} responses were 5xx`);
  if (traffic.errors > 0) failures.push(`${traffic.errors} requests got no answer`);

  const probe = await sharedCacheProbe(instances, cookie, unaskedQuestion);
  const keys = await countRedisKeys(redisUrl, prefix);
  log(
    `shared cache: a new question answered by ${probe.answeredFirst} vendors on ${instances[0]!.name}; ${instances[1]!.name} took ${probe.cachedOnSecond} from the cache` +
      `   Redis keys: ${keys.live} live answers, ${keys.limits} rate-limit counters`,
  );
  if (probe.answeredFirst > 0 && probe.cachedOnSecond === 0) failures.push('the live pricing cache is not shared between instances');

  if (writes && feed) {
    const written = await writes;
    const feedRun = await feed;
    if (feedRun.exitCode !== 0) failures.push(`the feed run exited with ${feedRun.exitCode}: ${feedRun.output.trim().split('\n').at(-1)}`);
    const lost = (await lostWrites(database.url, base, cookie, written)) + (await lostFeedWrites(database.url, feedRun));
    const reads = await readCounts(instances);
    const errors = serverErrors(traffic) + traffic.errors + written.errors;
    log(`writes acknowledged: ${written.alerts.length} alerts, ${[...written.baskets.values()].reduce((n, s) => n + s.size, 0)} basket lines, ${feedRun.exitCode === 0 ? feedRun.expected.size : 0} offers by a feed run (vendor ${feedRun.vendor})`);
    log(`reads from replica: ${reads.replica} of ${reads.replica + reads.primary}   (${reads.workers} workers)`);
    log(`errors: ${errors}`);
    log(`lost writes: ${lost}`);
    if (written.errors > 0) failures.push(`${written.errors} writes got no answer or a 5xx`);
    if (lost > 0) failures.push(`${lost} acknowledged writes are missing from the primary`);
    if (reads.replica <= reads.primary) failures.push('the replica answered fewer reads than the primary');
    if (reads.workers < args.instances * WORKERS_WITH_REPLICA) failures.push(`only ${reads.workers} workers answered, of ${args.instances * WORKERS_WITH_REPLICA}`);
  }
  log(`load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  if (proxy) log(proxy.errorLog());
} finally {
  await tearDown();
}

if (failures.length) {
  console.error(`soak FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
log('soak passed: no 5xx, no dropped request, sessions and cache shared, every instance shut down cleanly');
