import { DWELL_DEFAULT_PERIOD, DWELL_PERIODS } from '@lodestar/contracts';

/** The period of the address (?period=60), or the default 30 days for anything else (spec 2 §9). */
export function periodOf(params: URLSearchParams): number {
  const asked = Number(params.get('period'));
  return (DWELL_PERIODS as readonly number[]).includes(asked) ? asked : DWELL_DEFAULT_PERIOD;
}
