import { UTILITY_BULK_MAX, luhnValid } from '@lodestar/contracts';
import { badRequest } from '../../http/errors.ts';

export const ICCID_RANGE_TEXTS = {
  length: 'The first and last ICCID must have the same number of digits.',
  order: 'The last ICCID must not come before the first.',
  tooMany: `A range of at most ${UTILITY_BULK_MAX.toLocaleString('en-US')} items: split it.`,
} as const;

/** The ICCID with this body (every digit but the check digit) and its Luhn check digit (ITU-T E.118). */
export function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable: one check digit always fits');
}

/**
 * Every ICCID from `first` to `last` (Reserve Range, decision 0071): both of one length; the bodies (all but the
 * check digit) are counted up with their leading digits kept, each given its own check digit. Refused when the
 * lengths differ, the last comes first, or the range is over UTILITY_BULK_MAX.
 */
export function iccidRange(first: string, last: string): string[] {
  if (first.length !== last.length) throw badRequest(ICCID_RANGE_TEXTS.length);
  const from = BigInt(first.slice(0, -1));
  const to = BigInt(last.slice(0, -1));
  if (to < from) throw badRequest(ICCID_RANGE_TEXTS.order);
  if (to - from + 1n > BigInt(UTILITY_BULK_MAX)) throw badRequest(ICCID_RANGE_TEXTS.tooMany);
  const width = first.length - 1;
  const range: string[] = [];
  for (let body = from; body <= to; body++) range.push(withCheckDigit(body.toString().padStart(width, '0')));
  return range;
}
