import { eq } from 'drizzle-orm';
import { DWELL_COLOUR_LIMITS } from '@lodestar/contracts';
import { dwellColour } from '@lodestar/domain';
import type { Db } from '../database.ts';
import { geofences } from '../schema/index.ts';
import { findDwellPage } from '../../modules/dwell/dwell.repository.ts';
import { dwellFiguresOf } from '../../modules/dwell/dwell.service.ts';

const DAY_S = 86_400;
const PERIOD_DAYS = 30;

/**
 * Makes sure the demo's dwell dashboard opens with a yellow row as well as green and red ones. The replayed
 * history follows the seed's clock, so each first start has other average stays; the fixed allowances of
 * ACME_GEOFENCES give green and red at every start time tried, but the yellow band (75-100% of a whole number of
 * days) is narrow and some starts miss it. When none is yellow, the one geofence whose average fits a whole
 * allowance in that band, leaving a green and a red row, gets that allowance. Returns the geofence changed, if any.
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
  if (colours.includes('yellow')) return null;
  for (const [i, f] of figures.entries()) {
    if (!f.row.allowable_dwell_days || !f.avg_time) continue;
    const allowance = Math.ceil(f.avg_time / DAY_S);
    const share = (f.avg_time / (allowance * DAY_S)) * 100;
    if (share <= DWELL_COLOUR_LIMITS.green || share > DWELL_COLOUR_LIMITS.yellow) continue;
    const others = colours.filter((_, j) => j !== i);
    if (!others.includes('green') || !others.includes('red')) continue;
    await db.update(geofences).set({ allowableDwellDays: allowance }).where(eq(geofences.id, f.row.id));
    return f.row.id;
  }
  return null;
}
