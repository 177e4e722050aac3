import type { DehydratedState } from '@tanstack/react-query';
import type { LoginOutcome } from '@web/features/auth/components/login-outcome';

/**
 * What a server-rendered page hands to the browser: the query data it rendered with, so hydration
 * draws the same thing without asking the API again. Sent as a JSON data block, which the
 * Content-Security-Policy allows (it forbids inline scripts that run).
 */
export interface PageState {
  queries: DehydratedState;
  /** When the server rendered (ms since epoch). */
  renderedAt: number;
  /** The answer to a login form posted without the app's code, when the page is that answer. */
  loginOutcome?: LoginOutcome;
}

export const PAGE_STATE_ID = 'pitlane-page-state';

/** The <script type="application/json"> element; "<" is escaped so the data can never close it. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state the server sent with this page, or null for the plain shell (nothing to hydrate). */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
