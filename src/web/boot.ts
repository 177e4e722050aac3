/**
 * The only script a server-rendered page starts with (decision 004). The page is already drawn from
 * its HTML, so the app's code is asked for once the browser has painted it: the first paint then
 * waits for nothing but the HTML and the styles, and the code arrives right after to hydrate the
 * page. The server names the app's entry and the opened page's chunks on this script's element.
 */
const element = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = element?.dataset.appEntry;
const preloads: unknown = JSON.parse(element?.dataset.appPreloads ?? '[]');

function loadApp(): void {
  if (!entry) return;
  // Links rather than bare imports: the browser fetches the page's chunks alongside the entry
  // instead of after it, and the load event waits for them.
  for (const href of [entry, ...(Array.isArray(preloads) ? preloads : [])]) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
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

afterFirstContentfulPaint(loadApp);
