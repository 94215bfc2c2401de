import { describe, expect, it } from 'vitest';
import { checkForwardSecret } from './traccar-secret.ts';

describe('checkForwardSecret', () => {
  it('lets everything through when no secret is configured', () => {
    expect(() => checkForwardSecret(undefined, undefined)).not.toThrow();
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
