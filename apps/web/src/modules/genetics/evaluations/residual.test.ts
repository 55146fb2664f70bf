import { describe, expect, it } from 'vitest';
import { residualText } from './residual';

describe('a relative residual', () => {
  it('is written in scientific notation with the reader’s decimal mark', () => {
    expect(residualText(8.2e-9, 'en')).toBe('8.2 × 10⁻⁹');
    expect(residualText(8.24e-9, 'es')).toBe('8,2 × 10⁻⁹');
    expect(residualText(0.0123, 'en')).toBe('1.2 × 10⁻²');
    expect(residualText(0, 'en')).toBe('0');
  });
});
