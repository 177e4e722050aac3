import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../src/server/env';

describe('assistant model configuration', () => {
  it('is optional: no model, no network', () => {
    const env = loadEnv({});
    expect(env.ASSISTANT_LLM_URL).toBeUndefined();
    expect(env.ASSISTANT_LLM_KEY).toBeUndefined();
  });

  it('accepts an http(s) endpoint and a key', () => {
    const env = loadEnv({ ASSISTANT_LLM_URL: 'https://llm.example/v1/chat/completions', ASSISTANT_LLM_KEY: 'sk-test' });
    expect(env.ASSISTANT_LLM_URL).toBe('https://llm.example/v1/chat/completions');
    expect(env.ASSISTANT_LLM_KEY).toBe('sk-test');
  });

  it('names a malformed endpoint or a blank key', () => {
    expect(() => loadEnv({ ASSISTANT_LLM_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadEnv({ ASSISTANT_LLM_URL: 'ftp://llm.example/v1' })).toThrow(/ASSISTANT_LLM_URL/);
    expect(() => loadEnv({ ASSISTANT_LLM_KEY: '   ' })).toThrow(/ASSISTANT_LLM_KEY/);
  });
});
