import { describe, expect, it } from 'vitest';
import { routeMap } from '../../app/route-map';
import { APP_MODULES, modulesForRoles } from '@ganado/shared/auth';
import { menuSections, menuSectionsFor } from './menu';

const entries = menuSections.flatMap((section) => section.entries);

describe('side menu', () => {
  it.each(entries.map((entry) => [entry.to, entry] as const))('%s is a page of its own module', (to, entry) => {
    const route = routeMap.find((candidate) => candidate.path === to);
    expect(route?.kind).toBe('private');
    expect(route?.module).toBe(entry.module);
  });

  it('has the spec menu labels and the other built areas, each once', () => {
    const modules = entries.map((entry) => entry.module);
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules).toEqual(
      expect.arrayContaining([
        // docs/product.md §2 'Menu labels'.
        'dashboard', 'users', 'farms', 'animals', 'actionList', 'drugs', 'inseminatorStatistics', 'organisation',
        'genotypePerformance', 'semenAutomation', 'activityLog', 'reports', 'genetics',
        // The other built areas.
        'feed', 'goals', 'equipment', 'geofences', 'satelliteReports', 'faq', 'enquiries',
      ]),
    );
  });
});

describe('the menu for a session', () => {
  const modulesOf = (allowed: readonly string[]) => menuSectionsFor(allowed).flatMap((section) => section.entries.map((entry) => entry.module));

  it('every menu entry needs a module the login answer can grant', () => {
    for (const entry of entries) expect(APP_MODULES as readonly string[]).toContain(entry.requires ?? entry.module);
  });

  it('shows only the granted modules, and drops sections left empty', () => {
    // The barn is the animals' daily work offline: it comes with the animals module.
    expect(modulesOf(['animals', 'faq'])).toEqual(['animals', 'barn', 'faq']);
    expect(modulesOf(['faq'])).toEqual(['faq']);
    expect(menuSectionsFor(['animals']).map((section) => section.id)).toEqual(['farm']);
    expect(menuSectionsFor([])).toEqual([]);
  });

  it('gives a farmer no administration entries', () => {
    const farmer = modulesOf(modulesForRoles(['farmer']));
    expect(farmer).not.toContain('users');
    expect(farmer).toContain('animals');
    expect(modulesOf(modulesForRoles(['admin']))).toContain('users');
  });
});
