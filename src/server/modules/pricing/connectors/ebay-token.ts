/**
 * eBay's OAuth application token (client credentials grant): `POST {endpoint}/identity/v1/oauth2/token`
 * with the application's client id and secret as HTTP Basic credentials and
 * `grant_type=client_credentials&scope=https://api.ebay.com/oauth/api_scope`. eBay answers
 * `{access_token, expires_in, token_type: "Application Access Token"}`; the token is good for about
 * two hours, so it is kept and reused until shortly before it expires, and fetched again at once when
 * the Browse API refuses it (401).
 */
import { SafeFetchError, type SafeFetcher } from '../../../http/safe-fetch';
import { ConnectorError } from './types';

/** The scope of the public Buy APIs (Browse). */
export const EBAY_PUBLIC_SCOPE = 'https://api.ebay.com/oauth/api_scope';

/** Taken off the token's lifetime: a token is renewed before a search could reach eBay with it expired. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;
/** A token answer is small; anything larger is not one. */
const MAX_TOKEN_ANSWER_BYTES = 64 * 1024;

export interface EbayTokenRequest {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface EbayTokenSource {
  /** A token valid for a while yet: the kept one, or a new one. */
  token(signal: AbortSignal): Promise<string>;
  /** Forgets `token` (eBay refused it): the next call fetches a new one. */
  refused(token: string): void;
}

interface Kept {
  token: string;
  expiresAt: number;
}

async function requestToken(fetcher: SafeFetcher, request: EbayTokenRequest, signal: AbortSignal): Promise<{ token: string; lifetimeMs: number }> {
  const basic = Buffer.from(`${request.clientId}:${request.clientSecret}`).toString('base64');
  let text: string;
  try {
    ({ text } = await fetcher.text(request.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: request.scope }).toString(),
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      signal,
      maxBytes: MAX_TOKEN_ANSWER_BYTES,
    }));
  } catch (err) {
    if (err instanceof SafeFetchError) throw new ConnectorError(`OAuth token request failed: ${err.problem}`);
    throw err;
  }
  let answer: { access_token?: unknown; expires_in?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new ConnectorError('OAuth token request failed: the answer is not JSON');
  }
  const token = answer?.access_token;
  const seconds = Number(answer?.expires_in);
  if (typeof token !== 'string' || token.trim() === '' || /\s/.test(token)) throw new ConnectorError('OAuth token request failed: no access_token in the answer');
  if (!Number.isFinite(seconds) || seconds <= 0) throw new ConnectorError('OAuth token request failed: no expires_in in the answer');
  return { token, lifetimeMs: seconds * 1000 };
}

/**
 * Tokens are kept per token url and client id, for the whole process: a connector is made for each
 * search, the token outlives it. Concurrent searches share one token request.
 */
const kept = new Map<string, Kept>();
const pending = new Map<string, Promise<Kept>>();

export function ebayTokenSource(fetcher: SafeFetcher, request: EbayTokenRequest, now: () => number = Date.now): EbayTokenSource {
  const key = `${request.tokenUrl}\n${request.clientId}\n${request.scope}`;
  return {
    async token(signal) {
      const current = kept.get(key);
      if (current && current.expiresAt > now()) return current.token;
      let inFlight = pending.get(key);
      if (!inFlight) {
        // Not tied to one search's signal: another search may be waiting on the same request.
        inFlight = requestToken(fetcher, request, AbortSignal.timeout(15_000))
          .then(({ token, lifetimeMs }) => {
            const fresh = { token, expiresAt: now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2) };
            kept.set(key, fresh);
            return fresh;
          })
          .finally(() => pending.delete(key));
        pending.set(key, inFlight);
      }
      let stopWaiting = () => {};
      const abandoned = new Promise<never>((_, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        // A long-lived signal (a whole page's searches) would otherwise gather one listener per token wait.
        stopWaiting = () => signal.removeEventListener('abort', onAbort);
      });
      // The shared request is never left rejected unobserved when this search stops waiting.
      inFlight.catch(() => {});
      try {
        return (await Promise.race([inFlight, abandoned])).token;
      } finally {
        stopWaiting();
      }
    },
    refused(token) {
      if (kept.get(key)?.token === token) kept.delete(key);
    },
  };
}

/** Forgets every kept token (tests). */
export function forgetEbayTokens(): void {
  kept.clear();
}
