import type { TrackerEventType } from '@lodestar/contracts';

/** A tracker's temperature and humidity SLAs in stored units (Celsius, percent); null disables a bound. */
export interface SlaBounds {
  minTemperature: number | null;
  maxTemperature: number | null;
  minHumidity: number | null;
  maxHumidity: number | null;
}

/** Where a reading sits against its SLA. A reading exactly at a bound is inside: the bound is allowed. */
export type Band = 'low' | 'inside' | 'high';

/** What the detector remembers of a tracker between positions: the alarm states its last reports left. */
export interface TrackerCondition {
  lowBattery: boolean;
  sos: boolean;
  tamper: boolean;
  temperature: Band;
  humidity: Band;
}

/** A tracker with no known history: nothing raised, so its first alarming report is an event. */
export const CLEAR_CONDITION: TrackerCondition = {
  lowBattery: false,
  sos: false,
  tamper: false,
  temperature: 'inside',
  humidity: 'inside',
};

/** The readings of one stored position that events depend on. */
export interface Reading {
  battery: number | null;
  lowBattery: boolean;
  sos: boolean;
  /** The report carried a tamper alarm (someone opened or removed the tracker). */
  tamper: boolean;
  /** Celsius. */
  temperature: number | null;
  humidity: number | null;
}

/** An event found in one position, with the numbers its description needs. */
export interface DetectedEvent {
  type: TrackerEventType;
  /** The reading that caused it (battery percent, °C, humidity percent); null for SOS and tamper. */
  value: number | null;
  /** The SLA bound that was crossed; null for battery, SOS and tamper. */
  bound: number | null;
}

/**
 * The band of a reading; null when the position carries no such reading (the band is then unchanged). A value
 * that is not a finite number (Infinity stored before ingest checked its values) counts as no reading: it must
 * never raise an event such as "Temperature Infinity °F".
 */
export function bandOf(value: number | null, min: number | null, max: number | null): Band | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (min !== null && value < min) return 'low';
  if (max !== null && value > max) return 'high';
  return 'inside';
}

const NO_SLA: SlaBounds = {
  minTemperature: null,
  maxTemperature: null,
  minHumidity: null,
  maxHumidity: null,
};

/**
 * The events one position raises after `previous`, and the condition it leaves. An event marks a transition, not a
 * state: low battery when the battery drops below the threshold, SOS (and tamper) when a report carries an alarm the
 * previous one did not (a tracker repeating its alarm in every report makes one event), and an SLA breach when a reading
 * leaves its band (again after it came back inside, or when it jumps straight to the other side). A position
 * without a battery, temperature or humidity reading leaves that part of the condition as it was.
 */
export function detect(
  previous: TrackerCondition,
  reading: Reading,
  sla: SlaBounds | null,
): { condition: TrackerCondition; events: DetectedEvent[] } {
  const bounds = sla ?? NO_SLA;
  const events: DetectedEvent[] = [];
  const lowBattery =
    reading.battery === null || !Number.isFinite(reading.battery) ? previous.lowBattery : reading.lowBattery;
  if (lowBattery && !previous.lowBattery)
    events.push({ type: 'low_battery', value: reading.battery, bound: null });
  if (reading.sos && !previous.sos) events.push({ type: 'sos', value: null, bound: null });
  if (reading.tamper && !previous.tamper) events.push({ type: 'tamper_alert', value: null, bound: null });

  const temperature =
    bandOf(reading.temperature, bounds.minTemperature, bounds.maxTemperature) ?? previous.temperature;
  if (temperature !== previous.temperature && temperature !== 'inside') {
    const high = temperature === 'high';
    events.push({
      type: high ? 'temperature_high' : 'temperature_low',
      value: reading.temperature,
      bound: high ? bounds.maxTemperature : bounds.minTemperature,
    });
  }
  const humidity = bandOf(reading.humidity, bounds.minHumidity, bounds.maxHumidity) ?? previous.humidity;
  if (humidity !== previous.humidity && humidity !== 'inside') {
    const high = humidity === 'high';
    events.push({
      type: high ? 'humidity_high' : 'humidity_low',
      value: reading.humidity,
      bound: high ? bounds.maxHumidity : bounds.minHumidity,
    });
  }
  return {
    condition: { lowBattery, sos: reading.sos, tamper: reading.tamper, temperature, humidity },
    events,
  };
}

/**
 * The condition a stored position leaves, as if it were the first one seen (the detector's memory after a
 * restart, or the seed's starting point): no events, just the states.
 */
export function conditionOf(reading: Reading, sla: SlaBounds | null): TrackerCondition {
  return detect(CLEAR_CONDITION, reading, sla).condition;
}
