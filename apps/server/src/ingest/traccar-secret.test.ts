import { describe, expect, it } from 'vitest';
import { checkForwardSecret, FORWARDING_OFF } from './traccar-secret.ts';

describe('checkForwardSecret', () => {
  it('keeps forwarding off (403, saying how to turn it on) while no secret is configured', () => {
    for (const secret of [undefined, '']) {
      expect(() => checkForwardSecret('anything', secret)).toThrow(
        expect.objectContaining({ statusCode: 403, message: FORWARDING_OFF }),
      );
    }
    expect(FORWARDING_OFF).toMatch(/TRACCAR_FORWARD_SECRET/);
  });

  it('accepts the configured secret', () => {
    expect(() => checkForwardSecret('s3cret-value', 's3cret-value')).not.toThrow();
  });

  it('refuses a missing, wrong or longer secret with 401', () => {
    for (const presented of [undefined, 'wrong', 's3cret-value-and-more', '']) {
      expect(() => checkForwardSecret(presented, 's3cret-value')).toThrow(
        expect.objectContaining({ statusCode: 401 }),
      );
    }
  });
});
