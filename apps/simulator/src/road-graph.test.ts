import { describe, expect, it } from 'vitest';
import { REGION_KEYS, REGIONS } from './places/index.ts';
import { quickestPath, roadGraph } from './road-graph.ts';
import { planRoute } from './route.ts';
import { Random } from './random.ts';

describe('the bundled road graphs', () => {
  it.each(REGION_KEYS)('join every place of %s to every other', (region) => {
    const graph = roadGraph(region);
    const keys = [...graph.places.keys()];
    for (const to of keys) expect(quickestPath(graph, keys[0]!, to).at(-1)).toBe(to);
    for (const key of REGIONS[region].metro) expect(graph.places.has(key)).toBe(true);
  });

  it('routes along roads via real towns, longer than the straight line but not absurdly', () => {
    const graph = roadGraph('midwest');
    const route = planRoute(graph, 'chicago', 'milwaukee', new Random(1));
    expect(quickestPath(graph, 'chicago', 'milwaukee')).toEqual([
      'chicago',
      'ohare',
      'gurnee',
      'kenosha',
      'milwaukee',
    ]);
    // 129 km as the crow flies
    expect(route.lengthMetres / 1000).toBeGreaterThan(130);
    expect(route.lengthMetres / 1000).toBeLessThan(170);
    expect(route.durationSeconds / 3600).toBeGreaterThan(1.2);
    expect(route.durationSeconds / 3600).toBeLessThan(3);
  });
});
