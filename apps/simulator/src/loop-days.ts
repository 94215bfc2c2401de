import { distanceMetres } from './geo.ts';
import { dayStart, weekday, type LifeContext } from './life-context.ts';
import { DAY, HOUR, MINUTE, stayDay, travelDay, type DayPlan, type Visit } from './itinerary.ts';
import { REGIONS } from './places/index.ts';
import { mixSeed, Random } from './random.ts';

// Errands stay within this distance of home: the shops and parks of the area, not the next state.
const ERRAND_RADIUS_METRES = 30_000;

function errandPlaces(ctx: LifeContext): string[] {
  const near = [...ctx.graph.places.values()].filter(
    (p) =>
      p.key !== ctx.home.key && p.key !== ctx.work.key && distanceMetres(p, ctx.home) < ERRAND_RADIUS_METRES,
  );
  return near.length ? near.map((p) => p.key) : [ctx.work.key];
}

/** A day of a tracker that comes home every evening: delivery rounds, commutes, errands. */
export function planLoopDay(ctx: LifeContext, day: number): DayPlan {
  const start = dayStart(ctx, day);
  const end = start + DAY;
  const home = ctx.home.key;
  const parked = ctx.parkedDay !== null && day >= ctx.parkedDay;
  const random = new Random(mixSeed(ctx.spec.seed, day, 21));
  const dow = weekday(day);
  const visits: Visit[] = [];
  let departure = start;
  switch (ctx.spec.role) {
    case 'urban': {
      // Monday to Saturday (half the Saturdays); three to six drops around the metro area
      if (dow === 0 || (dow === 6 && random.chance(0.5))) break;
      departure = start + random.range(0, 45) * MINUTE;
      const drops = REGIONS[ctx.spec.region].metro.filter((k) => k !== home);
      const count = random.int(3, 6);
      for (let i = 0; i < count; i++) {
        visits.push({ key: random.pick(drops), dwellMs: random.range(10, 40) * MINUTE });
      }
      break;
    }
    case 'commuter': {
      const errands = errandPlaces(ctx);
      if (dow >= 1 && dow <= 5) {
        departure = start + random.range(0, 30) * MINUTE;
        visits.push({ key: ctx.work.key, dwellMs: random.range(7, 9) * HOUR });
        if (random.chance(0.4))
          visits.push({ key: random.pick(errands), dwellMs: random.range(20, 60) * MINUTE });
      } else if (random.chance(0.6)) {
        departure = start + random.range(2, 6) * HOUR;
        visits.push({ key: random.pick(errands), dwellMs: random.range(1, 3) * HOUR });
      }
      break;
    }
    default: {
      if (!random.chance(0.35)) break;
      departure = start + random.range(3, 6) * HOUR;
      visits.push({ key: random.pick(errandPlaces(ctx)), dwellMs: random.range(1, 3) * HOUR });
    }
  }
  if (parked || visits.length === 0) return stayDay(day, start, end, ctx.home);
  return travelDay(
    ctx.graph,
    { day, start, end, from: home, visits, to: home, departure, maxDrivingMs: 10 * HOUR },
    mixSeed(ctx.spec.seed, day, 22),
  );
}
