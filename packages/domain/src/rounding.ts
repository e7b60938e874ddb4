/**
 * The one rounding rule of the store: half away from zero, after snapping the scaled value to 15
 * significant digits so binary float noise (1.005 * 100 = 100.49999999999999) cannot flip a half.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round a non-finite number: ${value}`);
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const magnitude = Math.round(scaled) / factor;
  // `|| 0` turns -0 into 0 so callers never print "-0".
  return (value < 0 ? -magnitude : magnitude) || 0;
}
