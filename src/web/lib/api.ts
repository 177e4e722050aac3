import type { z } from 'zod';

/**
 * Request rules for every API call: credentials included, JSON, and any non-OK answer becomes an
 * error whose text is "status: body" (or the status text when the body is empty).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The `error` field of a JSON error body, when there is one. */
  get apiMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

/** How requests leave the app: the browser's fetch, or the server's own router while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server renders pages with the same queries the browser runs; it points them at its own routes
 * (with the visitor's session) instead of a network round trip to itself. Only entry-server calls it.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** A request through the current transport: the browser's fetch, or the server's own routes while it renders a page. */
export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const body = await response.text();
    throw new ApiRequestError(response.status, response.statusText, body);
  }
}

/**
 * A schema, or a function that imports it. Calls made while the app starts (session, health,
 * newsletter) pass the loader: zod then arrives in a chunk fetched alongside the request instead of
 * in the JavaScript that must load before the first paint.
 */
export type SchemaSource<T extends z.ZodType> = T | (() => Promise<T>);

async function resolveSchema<T extends z.ZodType>(source: SchemaSource<T>): Promise<T> {
  return typeof source === 'function' ? source() : source;
}

/** GET a JSON resource and parse it with its shared schema. */
export async function getJson<T extends z.ZodType>(url: string, source: SchemaSource<T>): Promise<z.infer<T>> {
  const [response, schema] = await Promise.all([
    transport(url, { credentials: 'include', headers: { Accept: 'application/json' } }),
    resolveSchema(source),
  ]);
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}

/** Same as getJson, but a 401 gives null instead of an error (the spec's opt-in variant). */
export async function getJsonOrNullOn401<T extends z.ZodType>(url: string, source: SchemaSource<T>): Promise<z.infer<T> | null> {
  const [response, schema] = await Promise.all([
    transport(url, { credentials: 'include', headers: { Accept: 'application/json' } }),
    resolveSchema(source),
  ]);
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}

/** Send JSON (POST by default) and parse the answer with its schema. */
export async function sendJson<T extends z.ZodType>(
  url: string,
  body: unknown,
  source: SchemaSource<T>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
): Promise<z.infer<T>> {
  const [response, schema] = await Promise.all([
    transport(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
    resolveSchema(source),
  ]);
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}
