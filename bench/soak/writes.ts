/**
 * The soak's writes, beside the shopper mix: price alerts (each a new address) and basket lines
 * (one basket per writer), sent through the proxy one after the other for the length of the run. Every
 * write the site acknowledged is kept, and read back from the primary at the end: a write that was
 * acknowledged and is not there is lost.
 */
import pg from 'pg';

export interface AcknowledgedWrites {
  alerts: { partId: number; email: string }[];
  /** Basket cookie → the slugs its lines were acknowledged for. */
  baskets: Map<string, Set<string>>;
  /** Writes sent that got no answer or a 5xx. */
  errors: number;
  /** Every write sent. */
  sent: number;
}

export interface WriteSamples {
  partIds: number[];
  slugs: string[];
}

function basketCookieOf(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const match = /^(pitlane_basket=[^;]+)/.exec(header);
    if (match) return match[1]!;
  }
  return null;
}

export async function driveWrites(
  base: string,
  gateCookie: string,
  samples: WriteSamples,
  options: { seconds: number; writers: number; run: string },
): Promise<AcknowledgedWrites> {
  const written: AcknowledgedWrites = { alerts: [], baskets: new Map(), errors: 0, sent: 0 };
  const until = Date.now() + options.seconds * 1000;
  let n = 0;

  const send = async (path: string, body: object, cookie: string) => {
    written.sent++;
    try {
      const response = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': `10.9.0.${(n % 250) + 1}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.status >= 500) written.errors++;
      return response;
    } catch {
      written.errors++;
      return null;
    }
  };

  const writer = async (id: number) => {
    let basket: string | null = null;
    while (Date.now() < until) {
      const i = n++;
      const partId = samples.partIds[i % samples.partIds.length]!;
      const email = `soak-${options.run}-${i}@example.com`;
      const alert = await send('/api/alerts', { partId, email }, gateCookie);
      if (alert?.status === 201) written.alerts.push({ partId, email });

      const slug = samples.slugs[(i + id) % samples.slugs.length]!;
      const line = await send('/api/basket/lines', { slug, quantity: 1 }, basket ? `${gateCookie}; ${basket}` : gateCookie);
      if (line?.status === 200) {
        basket ??= basketCookieOf(line);
        if (basket) {
          const slugs = written.baskets.get(basket) ?? new Set<string>();
          slugs.add(slug);
          written.baskets.set(basket, slugs);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: options.writers }, (_, id) => writer(id)));
  return written;
}

/** The acknowledged writes missing from the primary: alerts by address and part, basket lines by slug. */
export async function lostWrites(primaryUrl: string, base: string, gateCookie: string, written: AcknowledgedWrites): Promise<number> {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  let lost = 0;
  try {
    const { rows } = await client.query<{ email: string; part_id: number }>(
      `select s.email, a.part_id from price_alerts a join alert_subscribers s on s.id = a.subscriber_id where s.email = any($1)`,
      [written.alerts.map((a) => a.email)],
    );
    const stored = new Set(rows.map((r) => `${r.email}:${r.part_id}`));
    lost += written.alerts.filter((a) => !stored.has(`${a.email}:${a.partId}`)).length;
  } finally {
    await client.end();
  }
  // A basket is read back as its shopper reads it (the basket is kept on the primary, never on a replica).
  for (const [basket, slugs] of written.baskets) {
    const response = await fetch(`${base}/api/basket`, { headers: { cookie: `${gateCookie}; ${basket}` } });
    const lines = response.ok ? ((await response.json()) as { lines: { slug: string }[] }).lines : [];
    const present = new Set(lines.map((l) => l.slug));
    lost += [...slugs].filter((slug) => !present.has(slug)).length;
  }
  return lost;
}
