import type { NotificationCode, TrackerEventType } from '@lodestar/contracts';

/** The notification setting that asks for an event kind (spec 2 §3 Notification settings). */
export function notificationCodeOf(type: TrackerEventType): NotificationCode {
  switch (type) {
    // dwell alerts are geofence alerts too (docs/decisions/0065)
    case 'geofence_enter':
    case 'geofence_exit':
    case 'dwell_exceeded':
    case 'assets_below_min':
    case 'assets_above_max':
      return 'notify_geofence_enter_exit';
    case 'low_battery':
      return 'notify_low_charge';
    case 'shipment_begin':
    case 'shipment_end':
    case 'shipment_late':
    case 'shipment_notify':
      return 'notify_shipment_begin_end_late';
    // sos, tamper_alert and the temperature and humidity SLAs
    default:
      return 'notify_device_alert';
  }
}
