import { describe, expect, it } from 'vitest';
import { readStrawLabel, strawLabelPayload, strawLabelsQuery } from './labels';

const label = { naabCode: '514HO00417', sire: 'Capitán', collectedOn: '2026-07-28', batchCode: '514HO00417-20260728-1', centre: 'Centro Los Altos | Tepatitlán' };

describe('straw labels', () => {
  it('write the label’s facts in a fixed order a scanner reads back, a separator in a fact replaced', () => {
    const payload = strawLabelPayload(label);
    expect(payload).toBe('GANADO-STRAW|514HO00417|Capitán|2026-07-28|514HO00417-20260728-1|Centro Los Altos / Tepatitlán');
    expect(readStrawLabel(payload)).toEqual({ ...label, centre: 'Centro Los Altos / Tepatitlán' });
    expect(readStrawLabel(strawLabelPayload({ ...label, naabCode: null }))?.naabCode).toBeNull();
  });

  it('read nothing from another code', () => {
    expect(readStrawLabel('https://example.org')).toBeNull();
    expect(readStrawLabel('GANADO-STRAW|a|b')).toBeNull();
  });

  it('print one page of labels unless told, at most eight', () => {
    expect(strawLabelsQuery.parse({})).toEqual({ count: 24 });
    expect(strawLabelsQuery.parse({ count: '48' })).toEqual({ count: 48 });
    expect(strawLabelsQuery.safeParse({ count: '193' }).success).toBe(false);
    expect(strawLabelsQuery.safeParse({ count: '0' }).success).toBe(false);
  });
});
