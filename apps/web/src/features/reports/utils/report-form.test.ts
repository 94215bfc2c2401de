import { REPORT_TEXTS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { createRequestOf, reportFormErrors, serverFieldErrors } from './report-form.ts';

const NOW = new Date(2026, 5, 15, 10, 30);
const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0).toISOString();
const today = { from: at(2026, 5, 15), to: at(2026, 5, 15, 23, 59) };

describe('the New Report form (spec 2 §5)', () => {
  it('asks for a tracker', () => {
    expect(reportFormErrors({ trackerId: null, period: today }, false, NOW)).toEqual({
      tracker: REPORT_TEXTS.trackerRequired,
    });
    expect(reportFormErrors({ trackerId: '12', period: today }, false, NOW)).toEqual({});
  });

  it('refuses a period that runs backwards or ends after today', () => {
    const backwards = { from: at(2026, 5, 15, 12), to: at(2026, 5, 15, 9) };
    expect(reportFormErrors({ trackerId: '1', period: backwards }, false, NOW).period).toBe(
      'The start date must be before the end date',
    );
    const instant = { from: at(2026, 5, 15, 9), to: at(2026, 5, 15, 9) };
    expect(reportFormErrors({ trackerId: '1', period: instant }, false, NOW).period).toBe(
      REPORT_TEXTS.startAfterEnd,
    );
    const tomorrow = { from: at(2026, 5, 15), to: at(2026, 5, 16, 1) };
    expect(reportFormErrors({ trackerId: '1', period: tomorrow }, false, NOW).period).toBe(
      REPORT_TEXTS.endAfterToday,
    );
  });

  it('reaches back 3 months, or 12 with unlimited date selection', () => {
    const january = { from: at(2026, 0, 10), to: at(2026, 0, 11) };
    expect(reportFormErrors({ trackerId: '1', period: january }, false, NOW).period).toBe(
      'The start date cannot be more than 3 months back',
    );
    expect(reportFormErrors({ trackerId: '1', period: january }, true, NOW)).toEqual({});
    const lastYear = { from: at(2025, 4, 1), to: at(2025, 4, 2) };
    expect(reportFormErrors({ trackerId: '1', period: lastYear }, true, NOW).period).toBe(
      'The start date cannot be more than 12 months back',
    );
  });

  it('sends the tracker id and the period as ISO times', () => {
    expect(createRequestOf({ trackerId: '42', period: today })).toEqual({
      device_id: 42,
      start_at: today.from,
      end_at: today.to,
    });
  });

  it("puts the server's field messages under the tracker and the period", () => {
    expect(
      serverFieldErrors({ device_id: [REPORT_TEXTS.trackerRequired], end_at: [REPORT_TEXTS.endAfterToday] }),
    ).toEqual({ tracker: REPORT_TEXTS.trackerRequired, period: REPORT_TEXTS.endAfterToday });
    expect(serverFieldErrors({})).toEqual({});
  });
});
