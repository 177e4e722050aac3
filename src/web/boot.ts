/**
 * The only script a server-rendered page starts with (decision 004). The page is already drawn from
 * its HTML, so the app's code is asked for once the browser has painted it: the first paint then
 * waits for nothing but the HTML and the styles, and the code arrives right after to hydrate the
 * page. The server names the app's entry and the opened page's chunks on this script's element.
 */
const element = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = element?.dataset.appEntry;
const preloads: unknown = JSON.parse(element?.dataset.appPreloads ?? '[]');

/** Requests made in one task: each costs the main thread about a millisecond, four on a slow phone. */
const REQUESTS_PER_TASK = 4;

function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
}

/**
 * lib/yield-to-browser.ts, repeated: this script is one file on purpose, so that it never waits for a
 * second request before it can run.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function loadApp(): Promise<void> {
  if (!entry) return;
  // Links rather than bare imports: the browser fetches the page's chunks alongside the entry
  // instead of after it, and the load event waits for them. A page opens forty of them; asked
  // for all at once they made the longest task after the first paint, so a few go per task.
  const hrefs = [entry, ...(Array.isArray(preloads) ? preloads : [])].filter((href): href is string => typeof href === 'string');
  for (const [i, href] of hrefs.entries()) {
    if (i > 0 && i % REQUESTS_PER_TASK === 0) await yieldToBrowser();
    preloadModule(href);
  }
  await yieldToBrowser();
  await import(/* @vite-ignore */ entry);
}

/**
 * Runs `task` once the browser has shown the page's content (its first contentful paint). Without
 * paint timing, after the next frame. A page that never paints content (opened in a background
 * tab) still gets its code after a while.
 */
function afterFirstContentfulPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 3000);
}

/**
 * Until the app starts (lib/changes-before-hydration.ts), the page is plain HTML: its forms and links
 * work, but what needs the app would be lost. So this records text typed into fields, for the app to
 * take over, holds presses of controls marked `data-needs-app` (shown busy) to replay them, and
 * submits a form marked `data-submit-on-change` when one of its controls changes, so a sort box or a
 * filter applies what it shows at once. Names are repeated here: this file imports nothing.
 */
function recordChangesUntilTheAppStarts(): void {
  const changes = { typed: {} as Record<string, string>, pressed: [] as string[] };
  (globalThis as Record<string, unknown>).__pitlaneEarlyChanges = changes;
  const started = () => document.documentElement.hasAttribute('data-app-started');
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
      if (started() || !isField || !field.id) return;
      if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'password') return;
      changes.typed[field.id] = field.value;
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (started() || !form?.hasAttribute('data-submit-on-change')) return;
      form.requestSubmit();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.('[data-needs-app]');
      if (started() || !control) return;
      event.preventDefault();
      const name = control.getAttribute('data-needs-app') ?? '';
      if (!changes.pressed.includes(name)) changes.pressed.push(name);
      control.setAttribute('aria-busy', 'true');
      control.setAttribute('data-busy', '');
    },
    true,
  );
}

recordChangesUntilTheAppStarts();
afterFirstContentfulPaint(() => void loadApp());
