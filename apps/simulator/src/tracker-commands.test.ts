import { describe, expect, it } from 'vitest';
import type { SimulatedReport } from './report.ts';
import { answerCommand, UNSUPPORTED_COMMAND } from './tracker-commands.ts';

const report: SimulatedReport = {
  identifier: 'LS100045',
  time: new Date('2026-03-01T12:00:00Z'),
  lat: 41.878113,
  lon: -87.629799,
  speedMps: 0,
  course: null,
  accuracy: 12,
  fix: 'gps',
  battery: 76,
  charging: false,
  sos: false,
  temperatureC: 4.5,
  humidity: 61,
};

describe('answerCommand', () => {
  it('reports battery, position and sensors for getinfo', () => {
    expect(answerCommand('getinfo', report, 'th300')).toBe(
      'Battery 76%, GPS 41.878113,-87.629799, Temp 4.5 C, Humidity 61%',
    );
  });

  it('answers position and confirms settings with their values', () => {
    expect(answerCommand('position', report, 'vl501')).toBe('Position 41.878113,-87.629799 (gps, 12 m)');
    expect(answerCommand('timer,5#', report, 'vl501')).toBe('Report interval set to 5 min');
    expect(answerCommand('speed,110#', report, 'vl501')).toBe('Speed alarm set to 110 km/h');
    expect(answerCommand('temp,2,8#', report, 'th300')).toBe('Temperature alarm set to 2..8 C');
  });

  it('refuses bad values and commands it does not know', () => {
    expect(answerCommand('timer,0#', report, 'vl501')).toBe('invalid value: timer,0#');
    expect(answerCommand('temp,8,2#', report, 'th300')).toBe('invalid value: temp,8,2#');
    expect(answerCommand('temp,2,8#', report, 'vl501')).toBe(UNSUPPORTED_COMMAND);
    expect(answerCommand('apn,internet#', report, 'vl501')).toBe(UNSUPPORTED_COMMAND);
  });
});
