/**
 * Fixed reference data of the demo: time zones offered in profile settings and the tracker models.
 * Kept apart from the fleet so tests and the simulator can refer to model keys by name.
 */

// US zones first (most demo users), then the common ones elsewhere; the profile picker shows this list.
export const DEMO_TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Boise',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'America/Bogota',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Amsterdam',
  'Europe/Rome',
  'Europe/Warsaw',
  'Europe/Athens',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

export type DemoModelKey = 'carCharger' | 'mobile' | 'coldChain' | 'bleTag';

export interface DemoModel {
  title: string;
  deviceType: string;
  hasTemperature: boolean;
  hasHumidity: boolean;
  bleSupport: boolean;
  expectedReportMinutes: number;
  /** Monthly subscription price in cents; annual plans cost ten months. */
  monthlyPrice: number;
}

export const DEMO_MODELS: Record<DemoModelKey, DemoModel> = {
  // powered from the vehicle, so it can afford to report often
  carCharger: {
    title: 'Car Charger',
    deviceType: 'vl501',
    hasTemperature: false,
    hasHumidity: false,
    bleSupport: false,
    expectedReportMinutes: 5,
    monthlyPrice: 1999,
  },
  // battery unit: hourly reports keep it alive for weeks
  mobile: {
    title: 'Mobile 200',
    deviceType: 'll02',
    hasTemperature: false,
    hasHumidity: false,
    bleSupport: false,
    expectedReportMinutes: 60,
    monthlyPrice: 2499,
  },
  coldChain: {
    title: 'Cold Chain 300',
    deviceType: 'th300',
    hasTemperature: true,
    hasHumidity: true,
    bleSupport: false,
    expectedReportMinutes: 15,
    monthlyPrice: 2999,
  },
  bleTag: {
    title: 'Asset Tag BLE',
    deviceType: 'bt10',
    hasTemperature: false,
    hasHumidity: false,
    bleSupport: true,
    expectedReportMinutes: 30,
    monthlyPrice: 999,
  },
};

/** Account settings that switch on every optional feature for the business demo account. */
export const ACME_SETTINGS = [
  'controls_available',
  'custom_commands_available',
  'unlimited_date_selection',
  'show_cancelled_devices',
  'dashboards',
  'ble_tags',
] as const;
