import { describe, expect, it } from 'vitest';
import { describeEvent } from './event-descriptions.ts';
import {
  bandOf,
  CLEAR_CONDITION,
  conditionOf,
  detect,
  type Reading,
  type SlaBounds,
  type TrackerCondition,
} from './event-rules.ts';

const reading = (over: Partial<Reading> = {}): Reading => ({
  battery: 80,
  lowBattery: false,
  sos: false,
  tamper: false,
  temperature: null,
  humidity: null,
  ...over,
});
const coldChain: SlaBounds = { minTemperature: 2, maxTemperature: 8, minHumidity: 40, maxHumidity: 90 };

/** Runs readings through the rules in order, as the detector does, and lists the event types raised. */
function run(
  readings: Reading[],
  sla: SlaBounds | null = coldChain,
  start: TrackerCondition = CLEAR_CONDITION,
) {
  let condition = start;
  return readings.map((r) => {
    const result = detect(condition, r, sla);
    condition = result.condition;
    return result.events.map((e) => e.type);
  });
}

describe('low battery events', () => {
  it('raise one event when the battery drops below 20, and again only after it recovered', () => {
    const levels = [25, 20, 19, 12, 5, 30, 18];
    expect(run(levels.map((b) => reading({ battery: b, lowBattery: b < 20 })))).toEqual([
      [],
      [],
      ['low_battery'],
      [],
      [],
      [],
      ['low_battery'],
    ]);
  });

  it('keep the low state through reports without a battery reading', () => {
    const low = reading({ battery: 10, lowBattery: true });
    const unknown = reading({ battery: null, lowBattery: false });
    expect(run([low, unknown, low])).toEqual([['low_battery'], [], []]);
  });

  it('carry the battery level in the event', () => {
    const { events } = detect(CLEAR_CONDITION, reading({ battery: 7, lowBattery: true }), null);
    expect(events).toEqual([{ type: 'low_battery', value: 7, bound: null }]);
    expect(describeEvent(events[0]!)).toBe('Low battery: 7%');
  });
});

describe('SOS events', () => {
  it('raise one event per alarm, not one per report repeating it', () => {
    const sos = reading({ sos: true });
    expect(run([reading(), sos, sos, sos, reading(), sos])).toEqual([[], ['sos'], [], [], [], ['sos']]);
  });
});

describe('tamper alerts', () => {
  it('raise one tamper_alert per rising edge, described as a tamper alert', () => {
    const tamper = reading({ tamper: true });
    expect(run([tamper, tamper, reading(), tamper])).toEqual([['tamper_alert'], [], [], ['tamper_alert']]);
    const { events } = detect(CLEAR_CONDITION, tamper, null);
    expect(describeEvent(events[0]!)).toBe('Tamper alert');
  });

  it('are independent of an SOS in the same report', () => {
    expect(run([reading({ sos: true, tamper: true }), reading({ sos: true })])).toEqual([
      ['sos', 'tamper_alert'],
      [],
    ]);
  });
});

describe('SLA breach events', () => {
  it('treat a reading exactly at a bound as inside, and just past it as a breach', () => {
    expect(bandOf(8, 2, 8)).toBe('inside');
    expect(bandOf(2, 2, 8)).toBe('inside');
    expect(bandOf(8.01, 2, 8)).toBe('high');
    expect(bandOf(1.99, 2, 8)).toBe('low');
    expect(run([8, 8.1].map((t) => reading({ temperature: t })))).toEqual([[], ['temperature_high']]);
    expect(run([90, 90.5, 39.9].map((h) => reading({ humidity: h })))).toEqual([
      [],
      ['humidity_high'],
      ['humidity_low'],
    ]);
  });

  it('raise an event on entering a breach and again after the reading went back inside', () => {
    const temps = [5, 9, 10, 11, 7, 9.5, 1, 1.5, 3];
    expect(run(temps.map((t) => reading({ temperature: t })))).toEqual([
      [],
      ['temperature_high'],
      [],
      [],
      [],
      ['temperature_high'],
      // straight from too warm to too cold is a new breach
      ['temperature_low'],
      [],
      [],
    ]);
  });

  it('ignore disabled (null) bounds and trackers without SLAs', () => {
    const onlyMax: SlaBounds = {
      minTemperature: null,
      maxTemperature: 8,
      minHumidity: null,
      maxHumidity: null,
    };
    expect(run([reading({ temperature: -40, humidity: 0 }), reading({ temperature: 9 })], onlyMax)).toEqual([
      [],
      ['temperature_high'],
    ]);
    expect(run([reading({ temperature: 99, humidity: 100 })], null)).toEqual([[]]);
  });

  it('keep the band through reports without the reading', () => {
    expect(run([reading({ temperature: 9 }), reading(), reading({ temperature: 9.5 })])).toEqual([
      ['temperature_high'],
      [],
      [],
    ]);
  });

  it('describe breaches in Fahrenheit and percent with the bound crossed', () => {
    const [high] = detect(CLEAR_CONDITION, reading({ temperature: 10 }), coldChain).events;
    expect(high).toEqual({ type: 'temperature_high', value: 10, bound: 8 });
    expect(describeEvent(high!)).toBe('Temperature 50.0 °F is above the SLA maximum of 46.4 °F');
    const [low] = detect(CLEAR_CONDITION, reading({ humidity: 35.5 }), coldChain).events;
    expect(describeEvent(low!)).toBe('Humidity 35.5% is below the SLA minimum of 40%');
  });
});

describe('several events from one position', () => {
  it('are all raised, in a stable order', () => {
    const all = reading({ battery: 5, lowBattery: true, sos: true, temperature: 20, humidity: 95 });
    expect(run([all])).toEqual([['low_battery', 'sos', 'temperature_high', 'humidity_high']]);
  });
});

describe('conditionOf: the state a stored position leaves (detector restart)', () => {
  it('remembers raised alarms so the next report with the same alarm is no new event', () => {
    const stored = reading({ battery: 10, lowBattery: true, sos: true, temperature: 12 });
    const start = conditionOf(stored, coldChain);
    expect(start).toEqual({
      lowBattery: true,
      sos: true,
      tamper: false,
      temperature: 'high',
      humidity: 'inside',
    });
    expect(run([stored], coldChain, start)).toEqual([[]]);
  });
});

describe('readings that are not finite numbers', () => {
  it('raise no event and leave the condition as it was (Infinity stored before ingest checked its values)', () => {
    expect(bandOf(Number.POSITIVE_INFINITY, 2, 8)).toBeNull();
    expect(bandOf(Number.NaN, 2, 8)).toBeNull();
    expect(
      run([
        reading({ temperature: Number.POSITIVE_INFINITY, humidity: Number.NEGATIVE_INFINITY }),
        reading({ temperature: Number.NaN }),
        reading({ temperature: 12 }),
      ]),
    ).toEqual([[], [], ['temperature_high']]);
  });
});
