/**
 * docs/product.md §9's scrotal circumference hints: "under 30 cm at 18 months is subfertile; over 34 cm after
 * 20 months". Read literally (docs/decisions.md): from 18 completed months a bull under 30 cm is
 * subfertile, at any later age too; from 20 completed months one over 34 cm is satisfactory; every
 * other case (younger bulls, 30–34 cm, over 34 cm at 18–19 months) gets no hint.
 */
export type ScrotalHint = 'subfertile' | 'satisfactory' | 'none';

export const SUBFERTILE = { fromMonths: 18, underCm: 30 } as const;
export const SATISFACTORY = { fromMonths: 20, overCm: 34 } as const;

export function scrotalHint(ageMonths: number, circumferenceCm: number): ScrotalHint {
  if (ageMonths >= SUBFERTILE.fromMonths && circumferenceCm < SUBFERTILE.underCm) return 'subfertile';
  if (ageMonths >= SATISFACTORY.fromMonths && circumferenceCm > SATISFACTORY.overCm) return 'satisfactory';
  return 'none';
}
