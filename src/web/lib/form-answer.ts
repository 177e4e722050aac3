import { createContext, useContext } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { FormAnswer, PlainForm } from '@shared/schemas/content';
import { ApiRequestError } from './api';

/** The answer to a form posted without the app's code, when the page being drawn is that answer. */
export const FormAnswerContext = createContext<FormAnswer | null>(null);

export interface PlainFormAnswer<T> {
  /** The API's success body, or null when it refused. */
  response: T | null;
  /** The refusal as the app's requests report it, so the form explains it in its usual words. */
  error: ApiRequestError | null;
  /** What was typed (kept in the fields after a refusal). */
  values: Record<string, string>;
}

/** This form's answer from the server, or null (the page was not its answer). */
export function useFormAnswer<T>(form: PlainForm): PlainFormAnswer<T> | null {
  const answer = useContext(FormAnswerContext);
  if (answer?.form !== form) return null;
  const ok = answer.status >= 200 && answer.status < 300;
  return {
    response: ok ? (answer.body as T) : null,
    error: ok ? null : new ApiRequestError(answer.status, '', JSON.stringify(answer.body)),
    values: answer.values,
  };
}

/** The page a plain form comes back to: the one it is on, as a hidden field. */
export function useFormReturnPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}
