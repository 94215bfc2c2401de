import { DWELL_TEXTS, GEOFENCE_COUNT_MAX, GEOFENCE_TEXTS } from '@lodestar/contracts';
import { ApiError, CANCELLED_STATUS } from '../../../api/api-error.ts';

/** What a typed count means: a value to send (null clears it), or why it cannot be sent. */
export type ParsedCount = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * A count typed into the dwell table (spec 2 §5): empty clears it (sent as null); anything but a plain decimal
 * number is 'Please enter a number'; the geofence form's rules (whole, 0 to 500, its own messages) apply too, so
 * the cell refuses what the server would refuse without a round trip.
 */
export function parseDwellCount(typed: string): ParsedCount {
  const text = typed.trim();
  if (text === '') return { ok: true, value: null };
  // Number() also reads '0x10', '1e3' and 'Infinity': none of those is what a person means by a count
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return { ok: false, message: DWELL_TEXTS.notANumber };
  const value = Number(text);
  if (!Number.isInteger(value)) return { ok: false, message: 'must be a whole number' };
  if (value < 0) return { ok: false, message: GEOFENCE_TEXTS.countTooLow };
  if (value > GEOFENCE_COUNT_MAX) return { ok: false, message: GEOFENCE_TEXTS.countTooHigh };
  return { ok: true, value };
}

/** The result of committing a typed count. */
export type DwellCountOutcome =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; message: string }
  | { kind: 'saved'; value: number | null }
  /** The old value comes back; `message` null for a cancelled request, which nobody is told about (spec 2 §8). */
  | { kind: 'failed'; restored: number | null; message: string | null; gone: boolean };

/**
 * Commits one inline edit (spec 2 §5, §8): checks the typed text, sends it when it differs from the current
 * value, and on failure gives back the old value with the message to show: 'Sorry, this geofence no longer
 * exists' on 404, else the server's message or 'Error setting {field}'.
 */
export async function commitDwellCount(edit: {
  typed: string;
  current: number | null;
  fieldLabel: string;
  send: (value: number | null) => Promise<unknown>;
}): Promise<DwellCountOutcome> {
  const parsed = parseDwellCount(edit.typed);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  if (parsed.value === edit.current) return { kind: 'unchanged' };
  try {
    await edit.send(parsed.value);
    return { kind: 'saved', value: parsed.value };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    const gone = status === 404;
    let message: string | null = DWELL_TEXTS.errorSetting(edit.fieldLabel);
    if (status === CANCELLED_STATUS) message = null;
    else if (gone) message = DWELL_TEXTS.geofenceGone;
    else if (error instanceof ApiError && error.serverMessage) message = error.serverMessage;
    return { kind: 'failed', restored: edit.current, message, gone };
  }
}
