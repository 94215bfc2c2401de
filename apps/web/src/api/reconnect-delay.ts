/**
 * How long to wait before reconnecting after `failures` failed tries: doubling from `min` up to `max`, with up
 * to a quarter taken off at random so a server restart is not met by every tab at the same instant.
 */
export function reconnectDelay(
  failures: number,
  min: number,
  max: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(max, min * 2 ** Math.max(0, failures));
  return Math.round(ceiling * (1 - 0.25 * random()));
}
