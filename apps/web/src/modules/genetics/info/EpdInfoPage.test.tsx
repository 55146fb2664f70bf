import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GENETIC_TRAITS, type EpdInfo } from '@ganado/shared/genetics';
import i18n from '../../../app/i18n';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { BULL_ID, toro } from '../list/testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };
const info: EpdInfo = {
  animal: toro.animal,
  evaluatedAt: '2026-11-02T14:00:09.000Z',
  traits: GENETIC_TRAITS.map((trait) => {
    const value = trait === 'milk' ? null : toro.values[trait]!;
    return {
      trait,
      unit: 'kg',
      value,
      herd: trait === 'milk' ? { animals: 0, mean: null, min: null, max: null } : { animals: 412, mean: 2.04, min: -10.1, max: 15.3 },
      heritability: trait === 'weaningWeight' ? 0.24 : 0.31,
      rangeLow: value ? value.epd - value.possibleChange : null,
      rangeHigh: value ? value.epd + value.possibleChange : null,
    };
  }),
};
const sectionOf = (name: string) => screen.getByLabelText(name, { selector: 'section' });
const listOf = (section: HTMLElement) => [...section.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);

describe('what the EPDs mean', { timeout: 30_000 }, () => {
  it('explains each trait in plain words with the animal’s EPD, accuracy, percentile, possible change, the herd and the heritability', async () => {
    fakeServer({ [`/genetics/animal/${BULL_ID}/epd-info`]: () => envelope(info) });
    renderApp(`/genetics/epd-info/${BULL_ID}`);
    expect((await screen.findByTestId('epd-info-animal', undefined, first)).textContent).toBe('T-100 · Toro');
    expect(screen.getByTestId('epd-info-evaluated').textContent).toBe('EPDs from the evaluation of 02/11/2026 2:00 PM · inbreeding 6.25 %');
    const weaning = sectionOf('Weaning weight');
    expect(within(weaning).getByText('Higher is better')).toBeTruthy();
    expect(within(weaning).getByText(/^How much heavier or lighter the animal’s calves are expected to be at weaning/)).toBeTruthy();
    expect(within(weaning).getByTestId('epd-weaningWeight').textContent).toBe('+12.5 kg');
    expect(listOf(weaning)).toEqual([
      'Accuracy: 0.61 (0 to 1)',
      'Percentile rank: Top 5 %',
      'Possible change: ±4.2 kg: two times in three the true value is between +8.3 and +16.7 kg',
      'Herd: mean +2.0 kg, from -10.1 to +15.3 kg (412 animals evaluated)',
      'Heritability: 0.24',
    ]);
    expect(within(sectionOf('Birth weight')).getByText('Lower is better')).toBeTruthy();
    const milk = sectionOf('Milk');
    expect(within(milk).getByTestId('epd-milk').textContent).toBe('No EPD for this trait: neither the animal nor its relatives have records of it yet.');
    expect(listOf(milk)).toEqual(['Herd: No animal of the herd has an EPD for this trait yet.', 'Heritability: 0.31']);
    expect(screen.getByRole('link', { name: 'EPD sheet' }).getAttribute('href')).toBe(`/genetics/edit/v2/${BULL_ID}`);
    expect(screen.getByRole('link', { name: 'Animal’s page' }).getAttribute('href')).toBe(`/animals/${BULL_ID}/details`);
  });

  it('says when there is no evaluation yet', async () => {
    fakeServer({ [`/genetics/animal/${BULL_ID}/epd-info`]: () => envelope({ ...info, evaluatedAt: null, animal: { ...info.animal, inbreeding: null }, traits: info.traits.map((trait) => ({ ...trait, value: null, rangeLow: null, rangeHigh: null, herd: { animals: 0, mean: null, min: null, max: null } })) }) });
    renderApp(`/genetics/epd-info/${BULL_ID}`);
    expect(await screen.findByText('No evaluation yet: run one from the EPD list to work out this animal’s EPDs.', undefined, first)).toBeTruthy();
    expect(within(sectionOf('Marbling')).getByTestId('epd-marbling').textContent).toMatch(/^No EPD for this trait/);
  });

  it('says plainly that an animal of another herd is not found, with the way back', async () => {
    fakeServer({ [`/genetics/animal/${BULL_ID}/epd-info`]: () => errorResponse(404, 'errors.notFound', 'Not found') });
    renderApp(`/genetics/epd-info/${BULL_ID}`);
    const notFound = await screen.findByTestId('record-not-found', undefined, first);
    expect(notFound.textContent).toContain('This animal is not in your herd.');
    expect(within(notFound).getByRole('link', { name: 'Back to the EPDs' }).getAttribute('href')).toBe('/genetics');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ [`/genetics/animal/${BULL_ID}/epd-info`]: () => envelope(info) });
    renderApp(`/genetics/epd-info/${BULL_ID}`);
    await screen.findByTestId('epd-info-animal', undefined, first);
    const fat = sectionOf('Grasa dorsal');
    expect(within(fat).getByText('Más bajo es mejor')).toBeTruthy();
    expect(within(fat).getByTestId('epd-fatThickness').textContent).toBe('-0,12 mm');
    expect(listOf(fat)[1]).toBe('Percentil: 15 % superior');
    expect(screen.getByRole('link', { name: 'Hoja de DEP' })).toBeTruthy();
  });
});
