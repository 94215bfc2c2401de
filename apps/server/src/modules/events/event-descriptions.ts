import { celsiusToFahrenheit } from '@lodestar/domain';
import type { DetectedEvent } from './event-rules.ts';

const fahrenheit = (celsius: number) => `${celsiusToFahrenheit(celsius).toFixed(1)} °F`;
const percent = (value: number) => `${Number(value.toFixed(1))}%`;

/**
 * The sentence a tracker event shows (spec 1 §2.6 Events). Temperatures are written in Fahrenheit because that is
 * how the product shows every temperature (spec 1 §9); the stored Celsius values stay in the event's attributes.
 */
export function describeEvent(event: DetectedEvent): string {
  const { value, bound } = event;
  switch (event.type) {
    case 'low_battery':
      return value === null ? 'Low battery' : `Low battery: ${percent(value)}`;
    case 'sos':
      return 'SOS alarm';
    case 'tamper_alert':
      return 'Tamper alert';
    case 'temperature_high':
      return `Temperature ${fahrenheit(value!)} is above the SLA maximum of ${fahrenheit(bound!)}`;
    case 'temperature_low':
      return `Temperature ${fahrenheit(value!)} is below the SLA minimum of ${fahrenheit(bound!)}`;
    case 'humidity_high':
      return `Humidity ${percent(value!)} is above the SLA maximum of ${percent(bound!)}`;
    case 'humidity_low':
      return `Humidity ${percent(value!)} is below the SLA minimum of ${percent(bound!)}`;
    // written with the geofence's name by the geofence detector (ingest/geofence-detector.ts)
    case 'geofence_enter':
      return 'Entered a geofence';
    case 'geofence_exit':
      return 'Left a geofence';
    // written with the geofence's name and figures by the dwell alert job (modules/dwell-alerts)
    case 'dwell_exceeded':
      return 'Stayed in a geofence longer than allowed';
    case 'assets_below_min':
      return 'Fewer trackers in a geofence than its minimum';
    case 'assets_above_max':
      return 'More trackers in a geofence than its maximum';
    // written with the shipment's name by the shipment engine (modules/shipments)
    default:
      return 'Shipment update';
  }
}
