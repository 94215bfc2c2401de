import { UTILITY_BULK_MAX } from '@lodestar/contracts';
import { badRequest } from '../../../http/errors.ts';

export const SERIAL_RANGE_TEXTS = {
  digits: 'The first and last serial must end in digits (e.g. LS100001 to LS100050).',
  prefix: 'The first and last serial must have the same letters before their number.',
  width: 'The first and last serial must have the same number of digits when the number has leading zeros.',
  order: 'The last serial must not come before the first.',
  tooMany: `A range of at most ${UTILITY_BULK_MAX.toLocaleString('en-US')} items: split it.`,
} as const;

const NUMBERED = /^(.*?)(\d+)$/;

/**
 * Every serial from `first` to `last` (Assign Range, decision 0071): both are the same prefix followed by a
 * number, and the number is counted up. Numbers written with leading zeros keep their width (T001 ... T120), and
 * then both must have it; numbers without them are written plainly (A9, A10). Refused (400) when either does not
 * end in digits, the prefixes differ, the widths disagree, the last comes first, or the range is over
 * UTILITY_BULK_MAX.
 */
export function serialRange(first: string, last: string): string[] {
  const a = NUMBERED.exec(first);
  const b = NUMBERED.exec(last);
  if (!a || !b) throw badRequest(SERIAL_RANGE_TEXTS.digits);
  const [, prefix, fromDigits] = a as unknown as [string, string, string];
  const [, lastPrefix, toDigits] = b as unknown as [string, string, string];
  if (prefix !== lastPrefix) throw badRequest(SERIAL_RANGE_TEXTS.prefix);
  const padded =
    (fromDigits.length > 1 && fromDigits.startsWith('0')) ||
    (toDigits.length > 1 && toDigits.startsWith('0'));
  if (padded && fromDigits.length !== toDigits.length) throw badRequest(SERIAL_RANGE_TEXTS.width);
  const from = BigInt(fromDigits);
  const to = BigInt(toDigits);
  if (to < from) throw badRequest(SERIAL_RANGE_TEXTS.order);
  if (to - from + 1n > BigInt(UTILITY_BULK_MAX)) throw badRequest(SERIAL_RANGE_TEXTS.tooMany);
  const width = padded ? fromDigits.length : 0;
  const serials: string[] = [];
  for (let n = from; n <= to; n++) serials.push(`${prefix}${n.toString().padStart(width, '0')}`);
  return serials;
}
