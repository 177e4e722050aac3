/**
 * `npm run soak [-- --seconds 60 --connections 16 --instances 2 --keep]`: Pitlane scaled out.
 * Several server instances on loopback share one PostgreSQL database (`pitlane_soak`, created
 * fresh with the demo catalog) and one Redis, behind nginx; the soak logs in through the proxy,
 * checks that the session holds on every instance, drives a shopper mix for a fixed time, and
 * prints throughput, latency, errors, shared cache hits and each instance's memory. Exits 1 on any
 * 5xx, dropped request, session mismatch or a cache that is not shared. `--seconds 10` suits CI.
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

const PROXY_PORT = 5200;
const FIRST_INSTANCE_PORT = 5201;
/** The vendor simulator runs inside the first instance only, on a port of the soak's own. */
const SIMULATOR_PORT = 6201;
const WEB_DIST = 'dist/web-soak';

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
const failures: string[] = [];

async function tearDown(): Promise<void> {
  await proxy?.stop();
  const exits = await Promise.all(instances.map((i) => i.stop()));
  exits.forEach((code, i) => code !== 0 && failures.push(`${instances[i]!.name} exited with ${code} after SIGTERM`));
  await removeRedisKeys(redisUrl, prefix);
  if (!args.keep) await database.drop();
  rmSync(dir, { recursive: true, force: true });
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
  for (let i = 0; i < args.instances; i++) {
    const simulator: Record<string, string> = i === 0 ? { VENDOR_SIM: 'on', VENDOR_SIM_PORT: String(SIMULATOR_PORT) } : { VENDOR_SIM: 'off' };
    // One after the other: the first configures the demo vendors' connectors toward its simulator.
    instances.push(await startInstance(root, `instance-${i + 1}`, FIRST_INSTANCE_PORT + i, { ...shared, ...simulator }));
  }
  proxy = await startNginx(dir, PROXY_PORT, instances.map((i) => i.port));
  const base = `http://127.0.0.1:${PROXY_PORT}`;

  const cookie = await loginThroughProxy(base, credentials.username, credentials.password);
  const sessions = await sessionOnEveryInstance(instances, cookie);
  log(`session made through the proxy, valid on: ${JSON.stringify(sessions)}`);
  for (const [name, ok] of Object.entries(sessions)) if (!ok) failures.push(`the session is not valid on ${name}`);

  const memory = sampleMemory(instances);
  const traffic = await driveTraffic(base, cookie, trafficSamples, { seconds: args.seconds, connections: args.connections });
  const rss = memory.stop();
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
