import { numberText } from '../../../components/format';

const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

/**
 * A solver's relative residual (how far its answer is from solving the equations, 1e-8 and below
 * when converged) in scientific notation, "8.2 × 10⁻⁹", the mantissa with the reader's decimal mark.
 */
export function residualText(value: number, language: string): string {
  if (value === 0) return numberText(0, language);
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  const mantissa = value / 10 ** exponent;
  const power = [...String(exponent)].map((digit) => SUPERSCRIPT[digit] ?? digit).join('');
  return `${numberText(mantissa, language, { digits: 1 })} × 10${power}`;
}
