/**
 * How each simulated vendor behaves: how long it takes and how it fails. Rates are per search
 * request; the outcome sequence is seeded per vendor, so a run can be repeated.
 */
export interface VendorProfile {
  /** Answer time, uniformly within [min, max] milliseconds. */
  latencyMs: [number, number];
  /** Share of requests answered with HTTP 503. */
  errorRate: number;
  /** Share of requests never answered (the connection stays open). */
  hangRate: number;
  /** Share of requests answered 200 with a broken body (truncated JSON, HTML, wrong shape). */
  malformedRate: number;
}

const profile = (latencyMs: [number, number], rates: Partial<Omit<VendorProfile, 'latencyMs'>> = {}): VendorProfile => ({
  latencyMs,
  errorRate: rates.errorRate ?? 0,
  hangRate: rates.hangRate ?? 0,
  malformedRate: rates.malformedRate ?? 0,
});

export const PROFILES = {
  fast: profile([40, 160]),
  steady: profile([120, 450]),
  slow: profile([700, 1600]),
  flaky: profile([80, 350], { errorRate: 0.25 }),
  sometimesHanging: profile([100, 400], { hangRate: 0.1 }),
  sometimesMalformed: profile([80, 300], { malformedRate: 0.15 }),
  /** Always: for tests and the benchmark. */
  hanging: profile([0, 0], { hangRate: 1 }),
  garbage: profile([20, 60], { malformedRate: 1 }),
  down: profile([5, 20], { errorRate: 1 }),
} as const satisfies Record<string, VendorProfile>;

export type ProfileName = keyof typeof PROFILES;

/** The demo network: mostly healthy shops, a few slow, flaky, hanging or sloppy ones. */
export const DEMO_PROFILES: Readonly<Record<string, ProfileName>> = {
  'fcp-euro': 'fast',
  'ecs-tuning': 'fast',
  'pelican-parts': 'steady',
  'turner-motorsport': 'flaky',
  'bavarian-autosport': 'fast',
  autohausaz: 'steady',
  'suncoast-porsche-parts': 'slow',
  'design-911': 'slow',
  eurospares: 'sometimesMalformed',
  'lexus-parts-now': 'steady',
  getbmwparts: 'sometimesHanging',
  'zims-autotechnik': 'steady',
  'europa-parts': 'flaky',
  urotuning: 'fast',
  'ricambi-america': 'slow',
  'scuderia-car-parts': 'sometimesHanging',
  'toyota-parts-deal': 'steady',
  'nissan-parts-deal': 'steady',
  'honda-parts-now': 'sometimesMalformed',
  'summit-racing': 'fast',
};

export function demoProfile(slug: string): VendorProfile {
  return PROFILES[DEMO_PROFILES[slug] ?? 'steady'];
}

/** Reads a profile from configuration: a preset name or a full profile object. */
export function parseProfile(value: unknown): VendorProfile {
  if (typeof value === 'string' && value in PROFILES) return PROFILES[value as ProfileName];
  const v = value as Partial<VendorProfile> | null;
  const latency = v?.latencyMs;
  if (!v || !Array.isArray(latency) || latency.length !== 2 || !latency.every((n) => Number.isFinite(n) && n >= 0)) {
    throw new Error(`not a vendor profile: ${JSON.stringify(value)} (use ${Object.keys(PROFILES).join(', ')} or {latencyMs: [min, max], ...rates})`);
  }
  const rate = (r: unknown) => (typeof r === 'number' && r >= 0 && r <= 1 ? r : 0);
  return profile([latency[0]!, Math.max(latency[0]!, latency[1]!)], {
    errorRate: rate(v.errorRate),
    hangRate: rate(v.hangRate),
    malformedRate: rate(v.malformedRate),
  });
}
