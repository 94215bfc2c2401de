import { describe, expect, it } from 'vitest';
import { defaultShipmentWindow } from '../api/shipment-list-query.ts';
import { daysOfWindow, shipmentWindowPresets, windowOfDays } from './shipment-window-presets.ts';

describe('shipment date presets (spec 2 §9)', () => {
  // Wednesday 2026-06-17
  const presets = Object.fromEntries(
    shipmentWindowPresets(new Date(2026, 5, 17, 9)).map((p) => [p.label, p.value]),
  );

  it('offers the shipment presets with their days', () => {
    expect(presets).toEqual({
      Today: ['2026-06-17', '2026-06-17'],
      Yesterday: ['2026-06-16', '2026-06-16'],
      'This week': ['2026-06-14', '2026-06-20'],
      'Last week': ['2026-06-07', '2026-06-13'],
      'This month': ['2026-06-01', '2026-06-30'],
      'Last month': ['2026-05-01', '2026-05-31'],
    });
  });

  it('a day range covers whole days, and reads back as the same days', () => {
    const window = windowOfDays(['2026-06-01', '2026-06-30']);
    expect(new Date(window.dateFrom)).toEqual(new Date(2026, 5, 1));
    expect(new Date(window.dateTo)).toEqual(new Date(2026, 5, 30, 23, 59, 59, 999));
    expect(daysOfWindow(window)).toEqual(['2026-06-01', '2026-06-30']);
    expect(daysOfWindow(defaultShipmentWindow(new Date(2026, 5, 17)))).toEqual(['2026-06-02', '2026-07-02']);
  });
});
