/**
 * Money on screens and in PDFs (spec 3 §9): held in integer cents, shown in US dollars with 2 decimals and
 * thousand separators. All arithmetic stays in cents; only this file turns cents into text.
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars: 123456 → '$1,234.56', -1200 → '-$12.00'. */
export function formatMoney(cents: number): string {
  return dollars.format(cents / 100);
}

/**
 * `numerator × rate / denominator` rounded half up to a whole cent, in integers only (no float drift on .5):
 * the tax (rate in basis points over 10,000) and a percent promo (percent over 100) both round this way.
 * Meant for non-negative amounts, which every goods and services total is.
 */
export function roundHalfUp(amount: number, rate: number, denominator: number): number {
  const product = amount * rate;
  const whole = Math.floor(product / denominator);
  const rest = product - whole * denominator;
  return rest * 2 >= denominator ? whole + 1 : whole;
}

/**
 * Splits `total` cents over `weights` in proportion, by the largest remainder: each part gets the floor of its
 * exact share, and the cents left over go one each to the parts with the largest fractional remainders (the
 * earlier part wins a tie), so the parts always add up to `total` exactly. All weights 0: everything on none.
 */
export function spreadByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, rest: total * w - parts[i]! * sum }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
