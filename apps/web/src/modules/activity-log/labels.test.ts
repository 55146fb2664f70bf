import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '@ganado/shared/activity-log';
import en from './locales/en.json';
import es from './locales/es.json';

/** Reads `actions.<entity>.<verb>` from a locale file, as i18next does with its `.` separator. */
function label(locale: unknown, action: string): unknown {
  return `actions.${action}`.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], locale);
}

describe('activity log labels', () => {
  it.each(ACTIVITY_ACTIONS)('labels %s in English and Spanish', (action) => {
    expect(typeof label(en, action), 'en').toBe('string');
    expect(typeof label(es, action), 'es').toBe('string');
  });

});
