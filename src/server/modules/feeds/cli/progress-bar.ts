/**
 * The CLI's progress line: bytes of the feed read (a bar when the size is known), items and rate.
 * On a terminal it redraws one line; in a log (no TTY) it prints a line every few seconds.
 */
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

export function createProgressBar(stream: ProgressStream, now: () => number = Date.now) {
  const started = now();
  let lastLog = started;
  let drawn = false;
  return {
    update(state: ProgressState): void {
      const at = now();
      const line = renderProgress(state, at - started);
      if (stream.isTTY) {
        stream.write(`\r${line}\x1b[K`);
        drawn = true;
      } else if (at - lastLog >= LOG_EVERY_MS) {
        stream.write(`${line}\n`);
        lastLog = at;
      }
    },
    /** Ends the progress line (before the summary is printed). */
    done(message?: string): void {
      if (drawn) stream.write(`\r\x1b[K`);
      if (message) stream.write(`${message}\n`);
    },
  };
}
