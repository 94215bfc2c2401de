import { distanceMetres } from './geo.ts';
import { dayStart, weekday, type LifeContext } from './life-context.ts';
import { DAY, HOUR, MINUTE, stayDay, travelDay, type DayPlan, type Visit } from './itinerary.ts';
import { mixSeed, Random, unitHash } from './random.ts';

// Chance of moving on each weekday, Sunday first: trucks work weekdays, trailers and tags move now and then.
const DRIVE_CHANCE = {
  haul: [0.15, 0.9, 0.9, 0.9, 0.9, 0.9, 0.4],
  trailer: [0.05, 0.3, 0.3, 0.3, 0.3, 0.3, 0.1],
  tag: [0, 0.15, 0.15, 0.15, 0.15, 0.15, 0],
} as const;

type ChainRole = keyof typeof DRIVE_CHANCE;

function chainRole(ctx: LifeContext): ChainRole {
  const role = ctx.spec.role;
  return role === 'trailer' || role === 'tag' ? role : 'haul';
}

function isDriveDay(ctx: LifeContext, day: number): boolean {
  if (ctx.parkedDay !== null && day >= ctx.parkedDay) return false;
  // one fixed weekday always moves, so a look-back for the last move never runs further than a week
  if ((day + ctx.spec.seed) % 7 === 0) return true;
  return unitHash(ctx.spec.seed, day, 11) < DRIVE_CHANCE[chainRole(ctx)][weekday(day)]!;
}

/** Where a drive day ends; any place of the region, chosen by the day alone so it needs no history. */
function destinationOf(ctx: LifeContext, day: number): string {
  return ctx.anchors[Math.floor(unitHash(ctx.spec.seed, day, 12) * ctx.anchors.length)]!;
}

/** Where the tracker starts a day: where its last drive day ended (its parking place once parked). */
export function anchorOf(ctx: LifeContext, day: number): string {
  const from = ctx.parkedDay !== null && day > ctx.parkedDay ? ctx.parkedDay : day;
  for (let back = 1; back <= 7; back++) {
    if (isDriveDay(ctx, from - back)) return destinationOf(ctx, from - back);
  }
  return destinationOf(ctx, from - 7);
}

/** The place of the region nearest to `key`, other than it. */
function nearestOther(ctx: LifeContext, key: string): string {
  const here = ctx.graph.places.get(key)!;
  let best = key;
  let bestMetres = Infinity;
  for (const other of ctx.anchors) {
    const metres = other === key ? Infinity : distanceMetres(here, ctx.graph.places.get(other)!);
    if (metres < bestMetres) [best, bestMetres] = [other, metres];
  }
  return best;
}

/** A day of a tracker that travels from place to place and sleeps wherever the day ended. */
export function planChainDay(ctx: LifeContext, day: number): DayPlan {
  const start = dayStart(ctx, day);
  const end = start + DAY;
  const from = anchorOf(ctx, day);
  if (!isDriveDay(ctx, day)) return stayDay(day, start, end, ctx.graph.places.get(from)!);
  const random = new Random(mixSeed(ctx.spec.seed, day, 13));
  const to = destinationOf(ctx, day);
  const role = chainRole(ctx);
  const visits: Visit[] = [];
  let departure: number;
  if (role === 'haul') {
    departure = start + random.range(0, 90) * MINUTE;
    // an out-and-back day needs somewhere to go
    const count = random.int(to === from ? 1 : 0, 2);
    for (let i = 0; i < count; i++) {
      visits.push({ key: random.pick(ctx.anchors), dwellMs: random.range(30, 180) * MINUTE });
    }
  } else {
    // trailers and tags go along with some truck, any time of the working day
    departure = start + random.range(1, 10) * HOUR;
    // a day whose destination is where it already stands still takes it out (to the nearest place) and back:
    // otherwise the weekly drive day can leave an active tracker standing for weeks, the demo's 'not moved in
    // 14 days' colour on a tracker that is not one of its parked ones
    if (to === from) visits.push({ key: nearestOther(ctx, from), dwellMs: random.range(1, 3) * HOUR });
  }
  return travelDay(
    ctx.graph,
    { day, start, end, from, visits, to, departure, maxDrivingMs: 11 * HOUR },
    mixSeed(ctx.spec.seed, day, 14),
  );
}
