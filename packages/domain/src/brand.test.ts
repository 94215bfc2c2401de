import { describe, expect, it } from 'vitest';
import { brandForAccount, needsBrandHandOver } from './brand.ts';

describe('brand rules', () => {
  it('puts uses_gpx_app accounts on the business variant and the others on the consumer one', () => {
    expect(brandForAccount({ uses_gpx_app: true })).toBe('business');
    expect(brandForAccount({ uses_gpx_app: false })).toBe('consumer');
  });

  it('hands over only when the account belongs on the other variant', () => {
    expect(needsBrandHandOver({ uses_gpx_app: true }, 'consumer')).toBe(true);
    expect(needsBrandHandOver({ uses_gpx_app: false }, 'business')).toBe(true);
    expect(needsBrandHandOver({ uses_gpx_app: true }, 'business')).toBe(false);
    expect(needsBrandHandOver({ uses_gpx_app: false }, 'consumer')).toBe(false);
  });

  it('never hands over without an account (internal admin with no accounts)', () => {
    expect(needsBrandHandOver(null, 'business')).toBe(false);
    expect(needsBrandHandOver(undefined, 'consumer')).toBe(false);
  });
});
