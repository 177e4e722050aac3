/**
 * Connector for a vendor search API answering JSON: fills the url template, fetches it through the
 * safe outbound fetch (its address checks, redirect and size limits; keep-alive connections reused
 * across searches), and maps the items.
 */
import { SafeFetchError, type SafeFetcher } from '../../../http/safe-fetch';
import type { HttpJsonConnectorConfig } from './config';
import { mapItem, valueAt } from './field-mapping';
import { ConnectorError, type Connector, type VendorOffer, type VendorQuery } from './types';

/** The vendor's url with the query's values filled in, each url-encoded. */
export function fillUrlTemplate(template: string, query: VendorQuery): string {
  const values: Record<string, string> = {
    partNumber: query.partNumber ?? '',
    text: query.text ?? '',
    make: query.vehicle?.make ?? '',
    model: query.vehicle?.model ?? '',
    year: query.vehicle?.year != null ? String(query.vehicle.year) : '',
  };
  return template.replace(/\{(partNumber|text|make|model|year)\}/g, (_, key: string) => encodeURIComponent(values[key]!));
}

/** The answer's text; a failed fetch is the vendor's failure, told in the fetch's generic words ("HTTP 503", "timed out"). */
async function fetchText(fetcher: SafeFetcher, url: string, config: HttpJsonConnectorConfig, signal: AbortSignal): Promise<string> {
  try {
    const { text } = await fetcher.text(url, { signal, headers: { accept: 'application/json', ...config.headers }, maxBytes: config.maxBytes });
    return text;
  } catch (err) {
    if (err instanceof SafeFetchError) throw new ConnectorError(err.problem === 'too large' ? `answer too large (over ${config.maxBytes} bytes)` : err.problem);
    throw err;
  }
}

export function createHttpJsonConnector(config: HttpJsonConnectorConfig, fetcher: SafeFetcher): Connector {
  return {
    async search(query: VendorQuery, signal: AbortSignal): Promise<VendorOffer[]> {
      const url = fillUrlTemplate(config.searchUrl, query);
      const body = await fetchText(fetcher, url, config, signal);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ConnectorError('malformed answer: not JSON');
      }
      const items = valueAt(json, config.itemsPath);
      if (!Array.isArray(items)) {
        throw new ConnectorError(`malformed answer: no list at "${config.itemsPath || '(root)'}"`);
      }
      const offers = items.flatMap((item) => mapItem(item, config.fields, url) ?? []);
      // Some items may lack a field; an answer where none is usable is garbage, not "no offers".
      if (items.length > 0 && offers.length === 0) throw new ConnectorError('malformed answer: no usable items');
      return offers;
    },
  };
}
