/**
 * The CLI's progress line: bytes of the feed read (a bar when the size is known), items and rate.
 * Drawn by cli-progress: on a terminal it redraws one line; in a log (no TTY) it prints a line every
 * few seconds.
 */
import { Writable } from 'node:stream';
import { SingleBar } from 'cli-progress';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressState {
  bytes: number;
  totalBytes: number | null;
  /** Items read so far, when known (in-process runs); an upload only knows its bytes. */
  items?: number;
}

const WIDTH = 28;
const LOG_EVERY_MS = 5000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

export function renderProgress(state: ProgressState, elapsedMs: number): string {
  const seconds = Math.max(elapsedMs / 1000, 0.001);
  const parts: string[] = [];
  if (state.totalBytes) {
    const ratio = Math.min(1, state.bytes / state.totalBytes);
    const filled = Math.round(ratio * WIDTH);
    parts.push(`[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}%`);
    parts.push(`${megabytes(state.bytes)} / ${megabytes(state.totalBytes)}`);
  } else {
    parts.push(megabytes(state.bytes));
  }
  if (state.items !== undefined) parts.push(`${thousands(state.items)} items`, `${thousands(state.items / seconds)} items/s`);
  else parts.push(`${megabytes(state.bytes / seconds)}/s`);
  return parts.join('  ');
}

/** The command's writer as the stream cli-progress draws on, saying whether it is a terminal. */
function asStream(target: ProgressStream): Writable {
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      target.write(String(chunk));
      done();
    },
  });
  return Object.assign(stream, { isTTY: target.isTTY === true });
}

export function createProgressBar(target: ProgressStream) {
  let state: ProgressState = { bytes: 0, totalBytes: null };
  const bar = new SingleBar({
    stream: asStream(target),
    format: (_options, params) => renderProgress(state, Date.now() - params.startTime),
    noTTYOutput: true,
    notTTYSchedule: LOG_EVERY_MS,
    clearOnComplete: true,
    hideCursor: false,
    linewrap: false,
  });
  return {
    update(next: ProgressState): void {
      state = next;
      if (bar.isActive) bar.update(next.bytes);
      else bar.start(next.totalBytes ?? 0, next.bytes);
    },
    /** Ends the progress line (before the summary is printed). */
    done(message?: string): void {
      if (bar.isActive) bar.stop();
      if (message) target.write(`${message}\n`);
    },
  };
}
