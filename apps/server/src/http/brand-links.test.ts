import { describe, expect, it } from 'vitest';
import { brandLinks, linkBaseOf } from './brand-links.ts';

describe('brand links in messages', () => {
  it('puts each brand host on the public address, keeping its scheme and port', () => {
    const links = brandLinks({
      PUBLIC_URL: 'http://localhost:3000',
      CONSUMER_HOST: 'localhost',
      BUSINESS_HOST: 'business.localhost',
    });
    expect(links).toEqual({ business: 'http://business.localhost:3000', consumer: 'http://localhost:3000' });
    expect(linkBaseOf(links, true)).toBe('http://business.localhost:3000');
    expect(linkBaseOf(links, false)).toBe('http://localhost:3000');
  });

  it('serves production brand hosts on https, a brand host with its own port keeping it', () => {
    expect(
      brandLinks({
        PUBLIC_URL: 'https://Track.Example.com/',
        CONSUMER_HOST: 'track.example.com',
        BUSINESS_HOST: 'fleet.example.com:8443',
      }),
    ).toEqual({ business: 'https://fleet.example.com:8443', consumer: 'https://track.example.com' });
  });

  it('links both brands to the public address when it is neither brand host', () => {
    expect(
      brandLinks({
        PUBLIC_URL: 'https://app.example.com',
        CONSUMER_HOST: 'localhost',
        BUSINESS_HOST: 'business.localhost',
      }),
    ).toEqual({ business: 'https://app.example.com', consumer: 'https://app.example.com' });
  });
});
