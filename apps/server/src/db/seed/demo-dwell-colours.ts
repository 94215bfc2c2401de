import { eq } from 'drizzle-orm';
import { DWELL_COLOUR_LIMITS } from '@lodestar/contracts';
import { dwellColour } from '@lodestar/domain';
import type { Db } from '../database.ts';
import { geofences } from '../schema/index.ts';
import { findDwellPage } from '../../modules/dwell/dwell.repository.ts';
import { dwellFiguresOf } from '../../modules/dwell/dwell.service.ts';

const DAY_S = 86_400;
const PERIOD_DAYS = 30;
/** A yellow row the seed trusts to stay yellow for a while, and where it aims one it fits. */
const SNUG = { from: 80, to: 95, middle: 87.5 };

/**
 * Makes sure the demo's dwell dashboard opens with a yellow row as well as green and red ones. The replayed
 * history follows the seed's clock, so each first start has other average stays; the fixed allowances of
 * ACME_GEOFENCES give green and red at every start time tried, but the yellow band (75-100% of a whole number of
 * days) is narrow and some starts miss it, or land so near its edges that the row turns green or red within the
 * hour (a fresh start showed Port Newark at 74.75%). When no row is within 80-95%, the geofence whose average
 * fits a whole allowance nearest the band's middle, leaving a green and a red row, gets that allowance. Returns
 * the geofence changed, if any.
 */
export async function stageDemoDwellColours(
  db: Db,
  accountId: number,
  now = new Date(),
): Promise<number | null> {
  const start = new Date(now.getTime() - PERIOD_DAYS * DAY_S * 1000);
  const rows = await findDwellPage(db, { accountId, visible: null, start, now }, { limit: 1000, offset: 0 });
  const figures = rows.map((row) => ({ row, ...dwellFiguresOf(row) }));
  const colours = figures.map((f) =>
    dwellColour({
      allowable_dwell_days: f.row.allowable_dwell_days,
      average_dwell_time_percentage: f.average_dwell_time_percentage,
    }),
  );
  // a row near the band's edges turns green or red within the first hour (open stays grow, short visits come in)
  const snug = (p: number | null) => p !== null && p >= SNUG.from && p <= SNUG.to;
  if (figures.some((f) => snug(f.average_dwell_time_percentage))) return null;
  let best: { id: number; allowance: number; off: number } | null = null;
  for (const [i, f] of figures.entries()) {
    if (!f.row.allowable_dwell_days || !f.avg_time) continue;
    const others = colours.filter((_, j) => j !== i);
    if (!others.includes('green') || !others.includes('red')) continue;
    // every whole allowance that puts this average in the yellow band; the one nearest its middle wins
    const least = Math.ceil(f.avg_time / DAY_S);
    const most = Math.floor(f.avg_time / DAY_S / (DWELL_COLOUR_LIMITS.green / 100));
    for (let allowance = Math.max(1, least); allowance <= most; allowance++) {
      const share = (f.avg_time / (allowance * DAY_S)) * 100;
      if (share <= DWELL_COLOUR_LIMITS.green || share > DWELL_COLOUR_LIMITS.yellow) continue;
      const off = Math.abs(share - SNUG.middle);
      if (!best || off < best.off) best = { id: f.row.id, allowance, off };
    }
  }
  if (!best) return null;
  await db.update(geofences).set({ allowableDwellDays: best.allowance }).where(eq(geofences.id, best.id));
  return best.id;
}
