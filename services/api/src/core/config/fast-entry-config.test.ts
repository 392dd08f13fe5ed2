import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

describe('Fast Appointment Entry settings', () => {
  it('uses the built-in reader alone without an API key', () => {
    expect(loadConfig({}).fastEntry).toEqual({ model: null, readingsPerMinute: 30 });
    expect(loadConfig({ FAST_ENTRY_MODEL: 'claude-sonnet-4-5', ANTHROPIC_API_KEY: '' }).fastEntry.model).toBeNull();
  });

  it('uses the model with a key: its name, the provider address and the time limit, with defaults', () => {
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-key-123' }).fastEntry.model).toEqual({
      apiKey: 'sk-ant-key-123',
      baseUrl: null,
      model: 'claude-haiku-4-5',
      timeoutMs: 8000,
    });
    const local = loadConfig({
      ANTHROPIC_API_KEY: 'sk-ant-key-123',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:4010',
      FAST_ENTRY_MODEL: 'claude-sonnet-4-5',
      FAST_ENTRY_MODEL_TIMEOUT_MS: '2500',
    }).fastEntry.model;
    expect(local).toMatchObject({ baseUrl: 'http://127.0.0.1:4010', model: 'claude-sonnet-4-5', timeoutMs: 2500 });
  });

  it('limits readings per user and minute, 30 unless set', () => {
    expect(loadConfig({ FAST_ENTRY_RATE_LIMIT: '5' }).fastEntry.readingsPerMinute).toBe(5);
  });

  it('refuses a bad setting with one line naming it', () => {
    expect(() => loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-key-123', FAST_ENTRY_MODEL_TIMEOUT_MS: '10' })).toThrow(/FAST_ENTRY_MODEL_TIMEOUT_MS/);
    expect(() => loadConfig({ ANTHROPIC_BASE_URL: 'not a url' })).toThrow(/ANTHROPIC_BASE_URL/);
    expect(() => loadConfig({ FAST_ENTRY_MODEL: 'a model; rm -rf' })).toThrow(ConfigError);
    expect(() => loadConfig({ FAST_ENTRY_RATE_LIMIT: '0' })).toThrow(/FAST_ENTRY_RATE_LIMIT/);
    expect(() => loadConfig({ ANTHROPIC_API_KEY: 'short' })).toThrow('Invalid configuration: ANTHROPIC_API_KEY: must be the API key');
  });
});
