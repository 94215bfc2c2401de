/**
 * Seeded randomness. Every choice the simulator makes comes from here, so a tracker's life is the same on every
 * run for the same seed: tests can assert it, history and live reports agree, and a bug can be replayed.
 */

/** A 32-bit hash of a string (FNV-1a), for turning serials and keys into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mixStep(h: number, value: number): number {
  h ^= Math.imul(value, 0xcc9e2d51);
  h = Math.imul((h << 15) | (h >>> 17), 0x1b873593);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Mixes several numbers (integers, even beyond 32 bits such as epoch milliseconds) into one 32-bit seed. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const whole = Math.floor(part);
    h = mixStep(h, whole >>> 0);
    h = mixStep(h, Math.floor(whole / 4294967296) >>> 0);
  }
  return h >>> 0;
}

/** A uniform number in [0, 1) that depends only on its inputs: for per-report choices without carrying state. */
export function unitHash(...parts: number[]): number {
  return mixSeed(...parts) / 4294967296;
}

/** mulberry32: tiny, fast and good enough for simulation (not for secrets). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
}
