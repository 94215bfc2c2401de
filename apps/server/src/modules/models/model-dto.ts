import type { Model } from '@lodestar/contracts';
import type { models } from '../../db/schema/index.ts';

type ModelRow = typeof models.$inferSelect;

/** A stored tracker model as the API shows it (also nested in every device). */
export function toModelDto(row: ModelRow): Model {
  return {
    id: row.id,
    title: row.title,
    device_type: row.deviceType,
    thumbnail: row.thumbnail,
    has_temperature: row.hasTemperature,
    has_humidity: row.hasHumidity,
    ble_support: row.bleSupport,
    expected_report_minutes: row.expectedReportMinutes,
  };
}
