import { describe, expect, it } from 'vitest';
import { scrotalHint } from './scrotal';

describe('scrotal circumference hint (docs/product.md §9)', () => {
  it('flags a bull under 30 cm from 18 months on', () => {
    expect(scrotalHint(18, 29.9)).toBe('subfertile');
    expect(scrotalHint(30, 28)).toBe('subfertile');
    expect(scrotalHint(17, 25)).toBe('none');
    expect(scrotalHint(18, 30)).toBe('none');
  });

  it('calls a bull over 34 cm satisfactory from 20 months on', () => {
    expect(scrotalHint(20, 34.1)).toBe('satisfactory');
    expect(scrotalHint(20, 34)).toBe('none');
    // Between 18 and 20 months the spec gives no hint for a large scrotum.
    expect(scrotalHint(19, 38)).toBe('none');
  });

  it('gives no hint between 30 and 34 cm at any age', () => {
    for (const months of [12, 18, 19, 20, 36]) expect(scrotalHint(months, 32)).toBe('none');
  });
});
