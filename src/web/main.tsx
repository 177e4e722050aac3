import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageState } from './app/page-state';
import { applyTheme, readStoredTheme } from './app/theme/theme-storage';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Pages the server rendered come with the data they were drawn from: hydrate keeps their HTML and
// attaches to it. Every other page arrives as the empty shell and is drawn here.
const state = readPageState();
const themed = document.documentElement.classList.contains('dark') || document.documentElement.classList.contains('light');

// Before the first render, so a dark-theme visitor never sees a light flash. This replaces the usual
// inline <script> in index.html, which the Content-Security-Policy (script-src 'self') forbids. A
// server-rendered page that came with the visitor's theme class needs nothing here (theme-provider).
if (!(state && themed)) applyTheme(readStoredTheme());

const queryClient = createQueryClient();
if (state) {
  hydrate(queryClient, state.queries);
  // As a transition, hydration works in short slices and yields to the browser between them, instead
  // of one long task on a slow phone; the page is already drawn, so nothing waits on it visibly.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} renderedAt={state.renderedAt} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} renderedAt={null} />
    </StrictMode>,
  );
}
