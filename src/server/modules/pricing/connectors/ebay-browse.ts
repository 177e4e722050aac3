/**
 * eBay Browse API connector: `GET {endpoint}/buy/browse/v1/item_summary/search?q=<part number>
 * &category_ids=<motors parts>&compatibility_filter=Year:…;Make:…;Model:…&filter=conditionIds:{1000}`.
 * eBay answers `itemSummaries[]` with `itemId`, `title`, `price.value`, `shippingOptions[].shippingCost`,
 * `itemWebUrl`, `itemAffiliateWebUrl` (when the request names an EPN campaign), `condition(Id)`,
 * `epid` and `compatibilityMatch`. New items in US dollars only; with a vehicle, only items eBay
 * says fit it (EXACT or POSSIBLE). The application token comes from eBay's OAuth endpoint
 * (ebay-token.ts), kept until it nearly expires; a 401 gets a new token and one more try.
 */
import { amountToCents } from '@shared/rules/money';
import { SafeFetchError, type SafeFetcher } from '../../../http/safe-fetch';
import type { EbayBrowseConnectorConfig } from './config';
import { ebayTokenSource, type EbayTokenSource } from './ebay-token';
import { ConnectorError, type Connector, type VendorOffer, type VendorQuery } from './types';

interface EbayMoney {
  value?: unknown;
  currency?: unknown;
}
interface EbayItem {
  itemId?: unknown;
  title?: unknown;
  price?: EbayMoney;
  shippingOptions?: { shippingCost?: EbayMoney }[];
  itemWebUrl?: unknown;
  itemAffiliateWebUrl?: unknown;
  conditionId?: unknown;
  compatibilityMatch?: unknown;
}

/** The compatibility filter eBay expects: "Year:2011;Make:BMW;Model:335i" (only what is known). */
export function compatibilityFilter(vehicle: VendorQuery['vehicle']): string | null {
  if (!vehicle) return null;
  const parts = [
    vehicle.year != null ? `Year:${vehicle.year}` : null,
    vehicle.make ? `Make:${vehicle.make}` : null,
    vehicle.model ? `Model:${vehicle.model}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(';') : null;
}

export function ebaySearchUrl(config: EbayBrowseConnectorConfig, query: VendorQuery): string {
  // Joined, not resolved: an endpoint with a path (a gateway, the simulator) keeps it.
  const url = new URL(`${config.endpoint.replace(/\/+$/, '')}/buy/browse/v1/item_summary/search`);
  url.searchParams.set('q', query.partNumber ?? query.text ?? '');
  url.searchParams.set('category_ids', config.categoryId);
  const compatibility = compatibilityFilter(query.vehicle);
  if (compatibility) url.searchParams.set('compatibility_filter', compatibility);
  url.searchParams.set('filter', 'conditionIds:{1000},buyingOptions:{FIXED_PRICE},priceCurrency:USD');
  url.searchParams.set('limit', String(config.limit));
  return url.toString();
}

const httpUrl = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null);

function usdCents(money: EbayMoney | undefined): number | null {
  if (!money || money.currency !== 'USD') return null;
  if (typeof money.value !== 'string' && typeof money.value !== 'number') return null;
  return amountToCents(money.value);
}

export function ebayOffer(item: EbayItem, query: VendorQuery, vehicleAsked: boolean): VendorOffer | null {
  const sku = typeof item.itemId === 'string' ? item.itemId.trim() : '';
  const title = typeof item.title === 'string' ? item.title.trim() : '';
  const priceCents = usdCents(item.price);
  const productUrl = httpUrl(item.itemWebUrl);
  if (!sku || !title || priceCents == null || priceCents <= 0 || !productUrl) return null;
  // The filter asks for new items; an answer that lists others anyway is not trusted with them.
  if (item.conditionId !== undefined && String(item.conditionId) !== '1000') return null;
  if (vehicleAsked && item.compatibilityMatch !== 'EXACT' && item.compatibilityMatch !== 'POSSIBLE') return null;
  const shipping = (Array.isArray(item.shippingOptions) ? item.shippingOptions : [])
    .map((option) => usdCents(option?.shippingCost))
    .filter((cents): cents is number => cents != null && cents >= 0);
  const shippingCostCents = shipping.length > 0 ? Math.min(...shipping) : null;
  return {
    vendorSku: sku,
    partName: title,
    // Searched by this number: eBay's summaries carry no MPN of their own.
    partNumber: query.partNumber ?? '',
    brand: null,
    priceCents,
    shippingCostCents,
    hasFreeShipping: shippingCostCents === 0,
    inStock: true,
    productUrl,
    trackingUrl: httpUrl(item.itemAffiliateWebUrl),
    estimatedDelivery: null,
  };
}

/** Where the connector's tokens come from: the client credentials grant, or a ready token in the environment. */
function tokensFor(
  config: EbayBrowseConnectorConfig,
  fetcher: SafeFetcher,
  env: Readonly<Record<string, string | undefined>>,
): { source: EbayTokenSource; renewable: boolean } {
  if (config.clientIdEnv && config.clientSecretEnv) {
    const clientId = env[config.clientIdEnv];
    const clientSecret = env[config.clientSecretEnv];
    if (!clientId || !clientSecret) throw new ConnectorError(`not configured: ${!clientId ? config.clientIdEnv : config.clientSecretEnv} is not set`);
    const tokenUrl = config.tokenUrl ?? `${config.endpoint.replace(/\/+$/, '')}/identity/v1/oauth2/token`;
    return { source: ebayTokenSource(fetcher, { tokenUrl, clientId, clientSecret, scope: config.scope }), renewable: true };
  }
  const name = config.tokenEnv!;
  const ready: EbayTokenSource = {
    token: async () => {
      const token = env[name];
      if (!token) throw new ConnectorError(`not configured: ${name} is not set`);
      return token;
    },
    refused: () => {},
  };
  // A ready token cannot be renewed here: a 401 is the search's answer.
  return { source: ready, renewable: false };
}

export function createEbayBrowseConnector(config: EbayBrowseConnectorConfig, fetcher: SafeFetcher, env: Readonly<Record<string, string | undefined>> = process.env): Connector {
  return {
    async search(query: VendorQuery, signal: AbortSignal): Promise<VendorOffer[]> {
      // A word search has no part number to list the offers under: eBay is asked by number only.
      if (!query.partNumber) return [];
      const { source: tokens, renewable } = tokensFor(config, fetcher, env);
      const ask = async (token: string) => {
        const headers: Record<string, string> = {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          'x-ebay-c-marketplace-id': config.marketplaceId,
        };
        if (config.campaignId) headers['x-ebay-c-enduserctx'] = `affiliateCampaignId=${config.campaignId}`;
        return (await fetcher.text(ebaySearchUrl(config, query), { signal, headers, maxBytes: config.maxBytes })).text;
      };
      let body: string;
      try {
        const token = await tokens.token(signal);
        try {
          body = await ask(token);
        } catch (err) {
          // An expired or revoked token: a new one, and one more try.
          if (!(renewable && err instanceof SafeFetchError && err.problem === 'HTTP 401')) throw err;
          tokens.refused(token);
          body = await ask(await tokens.token(signal));
        }
      } catch (err) {
        if (err instanceof SafeFetchError) throw new ConnectorError(err.problem === 'too large' ? `answer too large (over ${config.maxBytes} bytes)` : err.problem);
        throw err;
      }
      let json: { itemSummaries?: unknown; total?: unknown };
      try {
        json = JSON.parse(body) as typeof json;
      } catch {
        throw new ConnectorError('malformed answer: not JSON');
      }
      if (json === null || typeof json !== 'object') throw new ConnectorError('malformed answer: not a search result');
      // eBay leaves the list out when nothing was found.
      if (json.itemSummaries === undefined && typeof json.total === 'number') return [];
      if (!Array.isArray(json.itemSummaries)) throw new ConnectorError('malformed answer: no itemSummaries');
      const vehicleAsked = compatibilityFilter(query.vehicle) !== null;
      const items = json.itemSummaries as EbayItem[];
      const offers = items.flatMap((item) => (item && typeof item === 'object' ? (ebayOffer(item, query, vehicleAsked) ?? []) : []));
      return offers;
    },
  };
}
