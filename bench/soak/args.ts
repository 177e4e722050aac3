/** Command-line settings of `npm run soak`. */
export interface SoakArgs {
  /** Length of the load phase. */
  seconds: number;
  /** Concurrent autocannon connections. */
  connections: number;
  /** Server instances behind the proxy (at least 2: the point is scale-out). */
  instances: number;
  /** Keep the soak database afterwards (for a look at what the run wrote). */
  keep: boolean;
  /**
   * A streaming replica of the local PostgreSQL takes the reads; each instance runs two workers;
   * writes run beside the shoppers, and the replica is killed half-way and started again.
   */
  replica: boolean;
}

const USAGE = 'usage: npm run soak -- [--seconds 60] [--connections 16] [--instances 2] [--replica] [--keep]';

export function parseSoakArgs(argv: string[]): SoakArgs {
  const args: SoakArgs = { seconds: 60, connections: 16, instances: 2, keep: false, replica: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--keep' || flag === '--replica') {
      args[flag === '--keep' ? 'keep' : 'replica'] = true;
      continue;
    }
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a positive whole number\n${USAGE}`);
    if (flag === '--seconds') args.seconds = value;
    else if (flag === '--connections') args.connections = value;
    else if (flag === '--instances') args.instances = Math.max(2, value);
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  return args;
}
