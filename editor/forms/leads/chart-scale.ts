/**
 * The leads chart's vertical scale: the top of the axis rounded up to 1, 2 or 5 times a power of ten,
 * so its label is a round number whatever the counts (0, 1 or 10,000 a day), and bar heights as a share
 * of it. A day with any lead gets a bar at least `minShare` high, so one lead beside thousands still shows.
 */
export function niceTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max)!;
  return step * power;
}

export function barShare(value: number, top: number, minShare = 0.015): number {
  if (value <= 0) return 0;
  return Math.max(minShare, Math.min(1, value / top));
}

const compact = new Intl.NumberFormat("en-GB", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-GB");

/** 10000 -> "10k" on the axis, where room is short; "10,000" in sentences. */
export const axisNumber = (value: number) => compact.format(value);
export const countText = (value: number) => whole.format(value);
