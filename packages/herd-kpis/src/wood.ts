/**
 * Wood's lactation curve (Wood P.D.P., "Algebraic model of the lactation curve in cattle", Nature
 * 216:164–165, 1967): the yield on day t of lactation is y = a·t^b·e^(−ct). It rises to a peak on day
 * b/c of a·(b/c)^b·e^(−b) and then declines (research notes §2 [37]). Here t counts days in milk.
 */

export interface WoodCurve {
  a: number;
  b: number;
  c: number;
  /** b / c: the day in milk of the highest yield. */
  peakDay: number;
  /** a·(b/c)^b·e^(−b): the yield on the peak day. */
  peakKg: number;
}

/** The three parameters need three different days: with fewer the normal equations are singular. */
export const MIN_WOOD_DAYS = 3;

/** The curve's daily yield on day t in milk: a·t^b·e^(−ct). */
export const woodAt = ({ a, b, c }: Pick<WoodCurve, 'a' | 'b' | 'c'>, day: number): number => a * day ** b * Math.exp(-c * day);

/** The curve of parameters a, b, c with its peak. */
export function woodCurve(a: number, b: number, c: number): WoodCurve {
  const peakDay = b / c;
  return { a, b, c, peakDay, peakKg: woodAt({ a, b, c }, peakDay) };
}

/** Solves the 3×3 system m·x = v by Gaussian elimination with partial pivoting; null when it has no finite solution. */
function solve3(m: number[][], v: number[]): number[] | null {
  const rows = m.map((row, i) => [...row, v[i] ?? 0]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const p = rows[col]!;
    for (let r = col + 1; r < 3; r++) {
      const row = rows[r]!;
      const factor = row[col]! / p[col]!;
      for (let k = col; k < 4; k++) row[k]! -= factor * p[k]!;
    }
  }
  const x = [0, 0, 0];
  for (let r = 2; r >= 0; r--) {
    const row = rows[r]!;
    let sum = row[3]!;
    for (let k = r + 1; k < 3; k++) sum -= row[k]! * x[k]!;
    x[r] = sum / row[r]!;
  }
  return x.every(Number.isFinite) ? x : null;
}

/**
 * Wood's curve fitted by ordinary least squares on its logarithm, ln y = ln a + b·ln t − c·t (Wood
 * 1967 fitted it so), over the points with kg > 0 and day ≥ 1 (a logarithm needs both positive).
 * Null when those points fall on fewer than MIN_WOOD_DAYS different days (the normal equations are
 * singular then; three different days never are, as ln t is strictly concave), or when the fit has
 * b ≤ 0 or c ≤ 0: a curve that only falls or only rises has no peak, and we do not project from it.
 */
export function fitWood(points: readonly { day: number; kg: number }[]): WoodCurve | null {
  const usable = points.filter(({ day, kg }) => kg > 0 && day >= 1);
  if (new Set(usable.map(({ day }) => day)).size < MIN_WOOD_DAYS) return null;
  // Normal equations XᵀX·β = Xᵀy with rows x = (1, ln t, −t) and β = (ln a, b, c).
  const xtx = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const xty = [0, 0, 0];
  for (const { day, kg } of usable) {
    const x = [1, Math.log(day), -day];
    const y = Math.log(kg);
    for (let i = 0; i < 3; i++) {
      xty[i]! += x[i]! * y;
      for (let j = 0; j < 3; j++) xtx[i]![j]! += x[i]! * x[j]!;
    }
  }
  const beta = solve3(xtx, xty);
  if (!beta) return null;
  const [lnA, b, c] = beta as [number, number, number];
  if (b <= 0 || c <= 0) return null;
  return woodCurve(Math.exp(lnA), b, c);
}

/** The curve's yield over days in milk fromDay..toDay, both included: the sum of its daily yields (0 when toDay < fromDay). */
export function woodYield(curve: Pick<WoodCurve, 'a' | 'b' | 'c'>, fromDay: number, toDay: number): number {
  let total = 0;
  for (let day = fromDay; day <= toDay; day++) total += woodAt(curve, day);
  return total;
}
