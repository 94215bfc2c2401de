import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { cspDirectives } from './content-security-policy.ts';
import { MAP_PMTILES_PATH, mapBootConfig, mapHosts } from './map-config.ts';

describe('map configuration', () => {
  it('tells the page nothing beyond the bundled map when nothing is configured', () => {
    expect(mapBootConfig(loadConfig({}))).toEqual({
      streetTilesUrl: null,
      satelliteTilesUrl: null,
      streetTilesCredit: null,
      satelliteTilesCredit: null,
      mapStyleUrl: null,
      pmtilesUrl: null,
    });
  });

  it('credits configured tiles with the provider text given, or else the tile host, as safe HTML', () => {
    const map = mapBootConfig(
      loadConfig({
        STREET_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        SATELLITE_TILES_URL: 'https://imagery.example.net/{z}/{y}/{x}',
        SATELLITE_TILES_ATTRIBUTION: 'Imagery © Example <Corp>',
      }),
    );
    expect(map.satelliteTilesCredit).toBe('Imagery © Example &#60;Corp&#62;');
    expect(map.streetTilesCredit).toBe('Tiles: tiles.example.org');
  });

  it('gives the page our own address of the PMTiles file, never its place on disk', () => {
    expect(mapBootConfig(loadConfig({ MAP_PMTILES: 'us-northeast.pmtiles' })).pmtilesUrl).toBe(
      MAP_PMTILES_PATH,
    );
  });

  it('allows the hosted style and the extra map hosts in the CSP, and ignores what is not a URL', () => {
    const config = loadConfig({
      MAP_STYLE_URL: 'https://maps.example.com/styles/streets/style.json?key=abc',
      MAP_HOSTS: 'https://tiles.example.net, fonts.example.org, https://tiles.example.net/v1',
    });
    expect(mapHosts(config)).toEqual(['https://maps.example.com', 'https://tiles.example.net']);
    const csp = cspDirectives(config);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://maps.example.com', 'https://tiles.example.net']),
    );
    expect(csp['img-src']).toContain('https://tiles.example.net');
  });

  it('refuses a style URL that is not http(s)', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
  });
});
