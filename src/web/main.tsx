import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { type PageState, readPageState } from './app/page-state';
import { applyTheme, readStoredTheme } from './app/theme/theme-storage';
import { markAppStarted } from './lib/changes-before-hydration';
import { prepareClassMerging } from './lib/cn';
import { createQueryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Pages the server rendered come with the data they were drawn from: hydrate keeps their HTML and
// attaches to it. Every other page arrives as the empty shell and is drawn here.
const state = readPageState();

const queryClient = createQueryClient();
if (state) {
  void hydratePage(container, state);
} else {
  // Before the first render, so a dark-theme visitor never sees a light flash. This replaces the
  // usual inline <script> in index.html, which the Content-Security-Policy (script-src 'self') forbids.
  applyTheme(readStoredTheme());
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} renderedAt={null} />
    </StrictMode>,
  );
}

/**
 * Attaches the app to the page the server drew. Each step is a task of its own, after the one that
 * evaluated the code: together they were one long task, and the page could not answer a tap until
 * it ended.
 */
async function hydratePage(root: HTMLElement, { queries, renderedAt, loginOutcome, formAnswer, url }: PageState): Promise<void> {
  // A form's answer shows the page it was posted from: the app routes by that address, and a
  // reload asks for the page instead of posting the form again.
  if (url && url !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', url);
  await yieldToBrowser();
  // The page is already drawn: the server painted the theme of a visitor whose theme cookie it
  // read (theme-provider), and any other visitor's stored theme is applied now.
  const themed = document.documentElement.classList.contains('dark') || document.documentElement.classList.contains('light');
  if (!themed) applyTheme(readStoredTheme());
  hydrate(queryClient, queries);
  // A failure the server drew (a 404 part's not-found card) is shown as it was, not asked again on mount.
  for (const failed of queries.queries.filter((query) => query.state.status === 'error')) {
    queryClient.setQueryDefaults(failed.queryKey, { retryOnMount: false });
  }
  await yieldToBrowser();
  prepareClassMerging();
  await yieldToBrowser();
  // As a transition, hydration works in short slices and yields to the browser between them, instead
  // of one long task on a slow phone; the page is already drawn, so nothing waits on it visibly.
  // boot.ts recorded what the visitor typed and pressed so far; the components take it over as they hydrate.
  markAppStarted();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} renderedAt={renderedAt} loginOutcome={loginOutcome ?? null} formAnswer={formAnswer ?? null} />
      </StrictMode>,
    );
  });
}
