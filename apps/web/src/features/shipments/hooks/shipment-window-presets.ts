import dayjs from 'dayjs';
import type { ShipmentWindow } from '../api/shipment-list-query.ts';

/** A calendar range as the date picker holds it: first and last day, 'YYYY-MM-DD'. */
export type DayRange = [string, string];

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/**
 * The shipment date presets (spec 2 §9): Today, Yesterday, This week, Last week, This month, Last month; any
 * other range is picked on the calendar (Custom Range). Weeks start on Sunday, as the calendar shows them.
 */
export function shipmentWindowPresets(now = new Date()): { label: string; value: DayRange }[] {
  const today = dayjs(now).startOf('day');
  const week = today.startOf('week');
  const month = today.startOf('month');
  return [
    { label: 'Today', value: [day(today), day(today)] },
    { label: 'Yesterday', value: [day(today.subtract(1, 'day')), day(today.subtract(1, 'day'))] },
    { label: 'This week', value: [day(week), day(week.add(6, 'day'))] },
    { label: 'Last week', value: [day(week.subtract(7, 'day')), day(week.subtract(1, 'day'))] },
    { label: 'This month', value: [day(month), day(month.endOf('month'))] },
    { label: 'Last month', value: [day(month.subtract(1, 'month')), day(month.subtract(1, 'day'))] },
  ];
}

/** The list window of a day range: from the start of its first day to the end of its last, in the user's zone. */
export function windowOfDays([first, last]: DayRange): ShipmentWindow {
  return {
    dateFrom: dayjs(first).startOf('day').toDate().toISOString(),
    dateTo: dayjs(last).endOf('day').toDate().toISOString(),
  };
}

/** The day range a window covers, for the picker. */
export function daysOfWindow(window: ShipmentWindow): DayRange {
  return [day(dayjs(window.dateFrom)), day(dayjs(window.dateTo))];
}
