import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv, publicOrigin } from '../../src/server/env';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SITE_GATE).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('keeps the search index on disk under DATA_DIR unless told not to', () => {
    expect(loadEnv({}).SEARCH_INDEX_SNAPSHOT_DIR).toBe('search-index');
    expect(loadEnv({ SEARCH_INDEX_SNAPSHOT_DIR: '/var/cache/pitlane' }).SEARCH_INDEX_SNAPSHOT_DIR).toBe('/var/cache/pitlane');
    expect(loadEnv({ SEARCH_INDEX_SNAPSHOT_DIR: 'off' }).SEARCH_INDEX_SNAPSHOT_DIR).toBeNull();
    // An empty value is no value, as for every setting.
    expect(loadEnv({ SEARCH_INDEX_SNAPSHOT_DIR: '' }).SEARCH_INDEX_SNAPSHOT_DIR).toBe('search-index');
  });
  it('reads the gate switch', () => {
    expect(loadEnv({ SITE_GATE: 'off' }).SITE_GATE).toBe(false);
  });
  it('seeds the demo catalog unless told not to', () => {
    expect(loadEnv({}).DEMO_CATALOG).toBe(true);
    expect(loadEnv({ DEMO_CATALOG: 'off' }).DEMO_CATALOG).toBe(false);
    expect(loadEnv({ DEMO_CATALOG: 'false' }).DEMO_CATALOG).toBe(false);
    expect(() => loadEnv({ DEMO_CATALOG: 'maybe' })).toThrow(/DEMO_CATALOG/);
  });
  it('names each bad value', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ SITE_GATE: 'maybe' })).toThrow(/SITE_GATE/);
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadEnv({ SITE_PASSWORD: 'longenough', SITE_PASSWORD_HASH: '$argon2id$x' })).toThrow(/SITE_PASSWORD_HASH/);
  });
  it('trusts forwarded headers from loopback proxies unless told otherwise', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('loopback');
    expect(loadEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadEnv({ TRUST_PROXY: 'every one; drop' })).toThrow(/TRUST_PROXY/);
  });
  it('reads PUBLIC_URL as an origin, else names this machine on PORT', () => {
    expect(publicOrigin(loadEnv({ PUBLIC_URL: 'https://Pitlane.example/' }))).toBe('https://pitlane.example');
    expect(publicOrigin(loadEnv({ PUBLIC_URL: 'http://pitlane.example:8080' }))).toBe('http://pitlane.example:8080');
    expect(publicOrigin(loadEnv({ PORT: '5211' }))).toBe('http://localhost:5211');
    expect(() => loadEnv({ PUBLIC_URL: 'https://pitlane.example/shop' })).toThrow(/PUBLIC_URL: must be an origin only/);
    expect(() => loadEnv({ PUBLIC_URL: 'ftp://pitlane.example' })).toThrow(/PUBLIC_URL/);
  });
  it('reads the feed allow-list and size limit', () => {
    expect(loadEnv({}).FEED_ALLOWED_HOSTS).toEqual([]);
    expect(loadEnv({}).FEED_MAX_BYTES).toBe(1024 ** 3);
    expect(loadEnv({ FEED_ALLOWED_HOSTS: 'Feeds.Internal:8080, 10.0.0.5:80' }).FEED_ALLOWED_HOSTS).toEqual(['feeds.internal:8080', '10.0.0.5:80']);
    expect(() => loadEnv({ FEED_ALLOWED_HOSTS: 'feeds.internal' })).toThrow(/FEED_ALLOWED_HOSTS: "feeds.internal" is not host:port/);
    expect(() => loadEnv({ FEED_MAX_BYTES: 'lots' })).toThrow(/FEED_MAX_BYTES/);
  });
  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(5000);
  });
});
