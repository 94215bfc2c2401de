import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('runs with nothing set: port 3000, embedded database in ./data, demo brand hosts', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BUSINESS_HOST).toBe('business.localhost');
    expect(config.CONSUMER_HOST).toBe('localhost');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SIMULATOR).toBe(true);
  });

  it('follows PORT in the public address unless PUBLIC_URL is given', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://track.example.com' }).PUBLIC_URL).toBe(
      'https://track.example.com',
    );
  });

  it('reads switches written as words or digits', () => {
    expect(loadConfig({ SIMULATOR: 'off', TRUST_PROXY: '1' })).toMatchObject({ SIMULATOR: false, TRUST_PROXY: true });
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SIMULATOR: 'maybe' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}SIMULATOR: /,
    );
  });
});
