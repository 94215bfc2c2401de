import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.ts';

describe('request URLs in the log', () => {
  it('hide the single-use token of an e-mailed link and other secrets, keeping the rest', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=REDACTED');
    expect(redactUrl('/accept-invitation?next=%2Ftrackers&Token=x')).toBe(
      '/accept-invitation?next=%2Ftrackers&Token=REDACTED',
    );
    expect(redactUrl('/api/ingest/osmand?id=LS100001&key=s3cret&lat=1')).toBe(
      '/api/ingest/osmand?id=LS100001&key=REDACTED&lat=1',
    );
  });

  it('leave addresses without secrets as they are', () => {
    expect(redactUrl('/trackers?search=van%2003')).toBe('/trackers?search=van%2003');
    expect(redactUrl('/api/me')).toBe('/api/me');
  });
});
