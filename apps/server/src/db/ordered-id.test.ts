import { describe, expect, it } from 'vitest';
import { orderedId } from './ordered-id';

describe('orderedId', () => {
  it('makes UUIDs of version 7 that sort in the order they were made, none twice, even thousands in a millisecond', () => {
    const ids = Array.from({ length: 20_000 }, orderedId);
    for (const id of ids.slice(0, 10)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.every((id, index) => index === 0 || ids[index - 1]! < id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the time it was made', () => {
    const before = Date.now();
    const id = orderedId();
    const at = Number.parseInt(id.replace('-', '').slice(0, 12), 16);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThan(before + 1000);
  });
});
