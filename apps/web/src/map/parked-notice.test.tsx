import type { HistoryPath } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ParkedNotice } from './parked-notice.tsx';

/** Fixes at [lng, lat] places, an hour apart. */
function pathAt(places: [number, number][]): HistoryPath {
  return {
    time: places.map((_, i) => 1_780_000_000 + i * 3600),
    lng: places.map(([lng]) => lng),
    lat: places.map(([, lat]) => lat),
    speed: places.map(() => 0),
  };
}

const render = (path: HistoryPath | undefined, name?: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ParkedNotice path={path} name={name} />
    </MantineProvider>,
  );

describe('ParkedNotice (decision 0018)', () => {
  it('says a parked day in words: how many fixes, how close together, and whose on the list map', () => {
    // eight heartbeats a few metres apart, as the demo's parked trucks send them
    const parked = pathAt(
      Array.from({ length: 8 }, (_, i): [number, number] => [-84.2135 + (i % 2) * 0.00003, 33.9412]),
    );
    const html = render(parked, 'Truck 05');
    expect(html).toContain('role="status"');
    expect(html).toContain('Truck 05: Parked: did not move in this period');
    expect(html).toMatch(/8 positions, all within [1-9] m of one place/);
  });

  it('says nothing for a period with a drive, none yet, or no fixes', () => {
    expect(
      render(
        pathAt([
          [-87.6, 41.8],
          [-87.5, 41.9],
        ]),
      ),
    ).not.toContain('Parked');
    expect(render(undefined)).not.toContain('Parked');
    expect(render(pathAt([]))).not.toContain('Parked');
  });
});
