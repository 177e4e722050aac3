/**
 * Runs in progress in this process, by database and run id, so they can be stopped: by an
 * operator's cancel, by the client that asked for the run going away, by a shutdown. Stopping
 * aborts the run's signal with a RunCancelled reason; the run rolls back and is recorded as
 * cancelled. A run in another process is reached through its row instead (see `requestCancel`).
 */
import type { Database } from '../../../db/client';
import { RunCancelled } from './feed-source';

interface ActiveRun {
  controller: AbortController;
  finished: Promise<void>;
}

const active = new WeakMap<Database, Map<number, ActiveRun>>();

function runsOf(db: Database): Map<number, ActiveRun> {
  let runs = active.get(db);
  if (!runs) active.set(db, (runs = new Map()));
  return runs;
}

/** Records a run as in progress; call the returned function when it has finished (recorded). */
export function trackRun(db: Database, runId: number, controller: AbortController): () => void {
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  runsOf(db).set(runId, { controller, finished });
  return () => {
    runsOf(db).delete(runId);
    done();
  };
}

/** Ids of the runs in progress in this process: alive by definition, whatever their heartbeat says. */
export function activeRunIds(db: Database): number[] {
  return [...runsOf(db).keys()];
}

/** Stops a run of this process and waits until it is recorded; false when no such run is in progress here. */
export async function cancelRun(db: Database, runId: number, why: string): Promise<boolean> {
  const run = runsOf(db).get(runId);
  if (!run) return false;
  run.controller.abort(new RunCancelled(why));
  await run.finished;
  return true;
}

/** Stops every run of this process (a shutdown) and waits until each is recorded. */
export async function cancelAllRuns(db: Database, why: string): Promise<void> {
  const runs = [...runsOf(db).values()];
  for (const run of runs) run.controller.abort(new RunCancelled(why));
  await Promise.all(runs.map((run) => run.finished));
}
