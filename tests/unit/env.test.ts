import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../src/server/env';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SITE_GATE).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('reads the gate switch', () => {
    expect(loadEnv({ SITE_GATE: 'off' }).SITE_GATE).toBe(false);
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
  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(5000);
  });
});
