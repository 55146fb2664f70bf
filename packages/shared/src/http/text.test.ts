import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from './text';

const refusal = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text(): the contract’s one string', () => {
  it.each([
    ['a NUL', 'Los\u0000Álamos'],
    ['a high surrogate alone', '\uD800'],
    ['a low surrogate alone', 'vaca \uDC00'],
    ['a pair the wrong way round', '\uDC04\uD83D'],
  ])('refuses %s with its own message', (_, value) => {
    expect(refusal(text(), value)).toBe('validation.textCharacters');
  });

  it.each([
    ['ordinary accented text', 'Álamos'],
    ['a surrogate pair', 'La 🐄 pinta'],
    ['the empty string', ''],
  ])('keeps %s as it is', (_, value) => {
    expect(text().parse(value)).toBe(value);
  });

  it('checks the text as sent, before the chain: a NUL is named before a length or a format', () => {
    const name = text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(5, 'animals.textTooLong');
    expect(refusal(name, '\u0000')).toBe('validation.textCharacters');
    expect(refusal(name, 'far too long\u0000')).toBe('validation.textCharacters');
    expect(refusal(name, 42)).toBe('validation.required');
    expect(name.parse('  Rosa ')).toBe('Rosa');
  });

  it('refuses inside optional, nullable, transformed and record-keyed uses', () => {
    const optional = text().trim().transform((value) => value || null).nullish();
    expect(refusal(optional, 'a\u0000')).toBe('validation.textCharacters');
    expect(optional.parse(undefined)).toBeUndefined();
    expect(z.record(text(), z.number()).safeParse({ '\uD800': 1 }).success).toBe(false);
  });
});
