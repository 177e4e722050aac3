/**
 * Connector for a vendor search API answering JSON: fills the url template, fetches with Node's
 * fetch (undici underneath, keep-alive connections reused across searches), and maps the items.
 */
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

/** Reads at most `maxBytes` of the body; a larger answer is an error, not a memory problem. */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new ConnectorError(`answer too large (${declared} bytes)`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ConnectorError(`answer too large (over ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createHttpJsonConnector(config: HttpJsonConnectorConfig): Connector {
  return {
    async search(query: VendorQuery, signal: AbortSignal): Promise<VendorOffer[]> {
      const url = fillUrlTemplate(config.searchUrl, query);
      const response = await fetch(url, { signal, headers: { accept: 'application/json', ...config.headers } });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new ConnectorError(`HTTP ${response.status}`);
      }
      const body = await readBody(response, config.maxBytes);
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
