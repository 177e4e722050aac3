/**
 * Runs one task per item in parallel and answers by a deadline, whatever the tasks do: results
 * are reported the moment each task settles; at `deadlineMs` the tasks are told to stop (their
 * signal aborts), and after a short grace for work already finishing (storing offers that arrived
 * just in time) every task still running is reported late and no longer waited for.
 */
export interface FanOutOptions<I, R> {
  items: readonly I[];
  deadlineMs: number;
  /** Extra time after the deadline for tasks that are already wrapping up. */
  graceMs: number;
  /** Ends the fan-out early (the shopper went away). */
  cancel?: AbortSignal;
  run: (item: I, deadline: AbortSignal) => Promise<R>;
  /** The result for a task that crashed. */
  onCrash: (item: I, err: unknown) => R;
  /** The result for a task still running at the end (`cancelled`: ended early by `cancel`). */
  onLate: (item: I, cancelled: boolean) => R;
  /** Called once per item, in the order results become known. */
  onResult?: (result: R, item: I) => void;
}

export interface FanOutResult<R> {
  /** In the order of `items`. */
  results: R[];
  /** Settles when every task has finished, late ones included (for background follow-up work). */
  allSettled: Promise<void>;
}

export async function fanOut<I, R>(options: FanOutOptions<I, R>): Promise<FanOutResult<R>> {
  const { items } = options;
  const results: (R | undefined)[] = new Array(items.length);
  const deadline = new AbortController();
  let open = true;

  const report = (index: number, result: R) => {
    if (!open || results[index] !== undefined) return;
    results[index] = result;
    options.onResult?.(result, items[index]!);
  };

  const onCancel = () => deadline.abort(options.cancel?.reason);
  if (options.cancel?.aborted) onCancel();
  else options.cancel?.addEventListener('abort', onCancel, { once: true });
  const deadlineTimer = setTimeout(() => deadline.abort(new Error('deadline')), options.deadlineMs);

  const tasks = items.map((item, index) =>
    Promise.resolve()
      .then(() => options.run(item, deadline.signal))
      .then(
        (result) => report(index, result),
        (err: unknown) => report(index, options.onCrash(item, err)),
      ),
  );
  const allSettled = Promise.all(tasks).then(() => undefined);

  let hardStop: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    hardStop = setTimeout(resolve, options.deadlineMs + options.graceMs);
    if (options.cancel?.aborted) resolve();
    else options.cancel?.addEventListener('abort', () => resolve(), { once: true });
  });
  await Promise.race([allSettled, timeUp]);
  clearTimeout(deadlineTimer);
  clearTimeout(hardStop);
  options.cancel?.removeEventListener('abort', onCancel);
  if (!deadline.signal.aborted) deadline.abort(new Error('fan-out finished'));

  const cancelled = options.cancel?.aborted ?? false;
  items.forEach((item, index) => report(index, options.onLate(item, cancelled)));
  open = false;
  return { results: results as R[], allSettled };
}
