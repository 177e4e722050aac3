import type { DehydratedState } from '@tanstack/react-query';
import type { FormAnswer } from '@shared/schemas/content';
import type { LoginOutcome } from '@web/features/auth/components/login-outcome';
import { ApiRequestError } from '@web/lib/api';

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
  /** The answer to a contact message or sign-up posted without the app's code. */
  formAnswer?: FormAnswer;
  /**
   * The page's own address, when the address bar shows another: a form's answer is drawn at the
   * address it was posted to (/api/auth/login?next=…, /api/contact), for the page it came from.
   */
  url?: string;
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
    return reviveFailures(JSON.parse(element.textContent) as PageState);
  } catch {
    return null;
  }
}

/**
 * A not-found page comes with the API's 404 answer it was drawn from; JSON keeps only the error's
 * fields, so it is made an ApiRequestError again, as the pages test it.
 */
function reviveFailures(state: PageState): PageState {
  for (const query of state.queries.queries) {
    const error: unknown = query.state.error;
    if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
      const { statusText, body } = error as { statusText?: unknown; body?: unknown };
      (query.state as { error: unknown }).error = new ApiRequestError(error.status, typeof statusText === 'string' ? statusText : '', typeof body === 'string' ? body : '');
    }
  }
  return state;
}
