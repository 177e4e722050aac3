import { type QueryKey, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, ApiRequestError } from './api';

/**
 * How the operator console talks to `/api/admin/*`: JSON in and out, the operator cookie sent by the
 * browser (same origin, SameSite=Strict), every answer parsed with its shared schema. A failed call
 * throws an AdminApiError carrying the server's message and field issues, for forms to show beside
 * their fields. A 401 (the session ended) sends the console back to its login page.
 */
export class AdminApiError extends ApiRequestError {
  /** Field → message, from the `issues` of a 400/409 body. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { issues?: { field: string; message: string }[] };
      return Object.fromEntries((parsed.issues ?? []).map((issue) => [issue.field.replace(/^body\./, ''), issue.message]));
    } catch {
      return {};
    }
  }

  /** The server's message, or the status line. */
  get displayMessage(): string {
    return this.apiMessage ?? (this.statusText || `Request failed (${this.status})`);
  }
}

/** The query key of the signed-in operator (`GET /api/admin/auth/me`); invalidate it to recheck. */
export const OPERATOR_ME_KEY = ['admin', 'me'] as const;

/** Every admin query's key starts with this: signing out clears them all. */
export const ADMIN_QUERY_ROOT = 'admin';

let onUnauthorized: (() => void) | null = null;
/** The console registers what a 401 does (drop the session, show the login page). */
export function setAdminUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to the admin API. `schema` parses the answer; pass null for an empty answer (204). */
export async function adminRequest<T extends z.ZodType>(method: Method, url: string, schema: T, body?: unknown): Promise<z.infer<T>>;
export async function adminRequest(method: Method, url: string, schema: null, body?: unknown): Promise<null>;
export async function adminRequest(method: Method, url: string, schema: z.ZodType | null, body?: unknown): Promise<unknown> {
  const response = await apiFetch(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401 && !url.endsWith('/auth/login')) onUnauthorized?.();
    throw new AdminApiError(response.status, response.statusText, text);
  }
  if (schema === null || response.status === 204) return null;
  return schema.parse(await response.json());
}

export const adminGet = <T extends z.ZodType>(url: string, schema: T) => adminRequest('GET', url, schema);

/** A query string from filters, leaving out empty values. */
export function adminQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET an admin resource with TanStack Query. Keys should start with ADMIN_QUERY_ROOT. */
export function useAdminQuery<T extends z.ZodType>(key: QueryKey, url: string, schema: T, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: key, queryFn: () => adminGet(url, schema), retry: false, enabled: options.enabled });
}

/**
 * A change through the admin API; on success the queries under `invalidates` (and the audit log)
 * are refetched.
 */
export function useAdminMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  invalidates: QueryKey[] = [],
  options: Omit<UseMutationOptions<TResult, AdminApiError, TVariables>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, AdminApiError, TVariables>({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all([...invalidates, [ADMIN_QUERY_ROOT, 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(...args);
    },
  });
}

/** A failed admin call in words for the screen: the server's message, or that it could not be reached. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof AdminApiError) return error.displayMessage;
  return 'Could not reach the server. Please try again.';
}
