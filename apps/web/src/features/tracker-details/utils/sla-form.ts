import { TRACKER_DETAILS_TEXTS, type SaveTriggersRequest, type TrackerTriggers } from '@lodestar/contracts';
import { fahrenheitFieldValue, fahrenheitToCelsius } from '@lodestar/domain';

/** The SLA form's fields: temperatures in Fahrenheit, humidity in percent; '' is a blank (disabled) bound. */
export interface SlaFormValues {
  min_temperature: number | string;
  max_temperature: number | string;
  min_humidity: number | string;
  max_humidity: number | string;
}

/** A field's number, or null when it is blank (or not a number at all). */
function fieldNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The stored SLAs as the form shows them: Celsius as Fahrenheit, disabled bounds blank. */
export function slaFormValues(triggers: TrackerTriggers): SlaFormValues {
  return {
    min_temperature: fahrenheitFieldValue(triggers.min_temperature) ?? '',
    max_temperature: fahrenheitFieldValue(triggers.max_temperature) ?? '',
    min_humidity: triggers.min_humidity ?? '',
    max_humidity: triggers.max_humidity ?? '',
  };
}

/** A minimum above its maximum cannot be met by any reading: said on the minimum's field. */
export function slaRangeErrors(values: SlaFormValues): Partial<Record<keyof SlaFormValues, string>> {
  const errors: Partial<Record<keyof SlaFormValues, string>> = {};
  const pairs = [
    ['min_temperature', 'max_temperature'],
    ['min_humidity', 'max_humidity'],
  ] as const;
  for (const [min, max] of pairs) {
    const low = fieldNumber(values[min]);
    const high = fieldNumber(values[max]);
    if (low !== null && high !== null && low > high) errors[min] = TRACKER_DETAILS_TEXTS.slaMinAboveMax;
  }
  return errors;
}

/**
 * The form as POST /devices/{id}/triggers wants it: Fahrenheit converted to Celsius, blanks as null. Bounds of a
 * sensor the model lacks are not on the form; they are sent back as stored rather than silently cleared.
 */
export function slaRequest(
  values: SlaFormValues,
  stored: TrackerTriggers,
  sensors: { hasTemperature: boolean; hasHumidity: boolean },
): SaveTriggersRequest {
  const celsius = (v: number | string) => {
    const f = fieldNumber(v);
    return f === null ? null : fahrenheitToCelsius(f);
  };
  return {
    min_temperature: sensors.hasTemperature ? celsius(values.min_temperature) : stored.min_temperature,
    max_temperature: sensors.hasTemperature ? celsius(values.max_temperature) : stored.max_temperature,
    min_humidity: sensors.hasHumidity ? fieldNumber(values.min_humidity) : stored.min_humidity,
    max_humidity: sensors.hasHumidity ? fieldNumber(values.max_humidity) : stored.max_humidity,
  };
}
