import { describe, expect, it } from 'vitest';
import { zoneName } from './zone-name';

describe('a time zone’s name', () => {
  it('is its city and its name in the reader’s language, not its identifier', () => {
    expect(zoneName('America/Mexico_City', 'es')).toMatch(/^Mexico City \(hora .+\)$/);
    expect(zoneName('Europe/Madrid', 'en')).toBe('Madrid (Central European Time)');
    expect(zoneName('Nowhere/Atlantis_Town', 'en')).toBe('Atlantis Town');
  });
});
