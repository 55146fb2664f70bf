import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { APP_MODULES } from '@ganado/shared/auth';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, animalRoutes } from '../../animals/detail/testing';
import { RATION_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const onRation = {
  current: { rationId: RATION_ID, number: 7, name: 'Steers winter', version: 2, from: '2026-11-02', through: 'group' },
  perHead: [
    { name: 'Corn silage', kgAsFedPerHead: 21.43, kgDmPerHead: 7.5 },
    { name: 'Mineral mix', kgAsFedPerHead: 0.1, kgDmPerHead: 0.098 },
  ],
};

describe('the animal’s feed tab', { timeout: 30_000 }, () => {
  it('opens with the ration the animal is on, each feed per head, linking to the ration, above its feeding records', async () => {
    fakeServer({ ...animalRoutes(), [`/feed/animal/${ANIMAL_ID}`]: () => envelope(onRation) });
    renderApp(`/animals/${ANIMAL_ID}/feed`);
    const card = await screen.findByRole('region', { name: 'Current ration' });
    const link = await within(card).findByRole('link', { name: 'Steers winter (version 2)' });
    expect(link.getAttribute('href')).toBe('/feed-management/ration-group-suggestion?ration=7');
    expect(within(card).getByText('Through its group, since 02/11/2026')).toBeTruthy();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Corn silage: 21.43 kg as fed (7.5 kg DM)', 'Mineral mix: 100 g as fed (98 g DM)']);
  });

  it('says so when the animal is on no ration', async () => {
    fakeServer({ ...animalRoutes(), [`/feed/animal/${ANIMAL_ID}`]: () => envelope({ current: null, perHead: [] }) });
    renderApp(`/animals/${ANIMAL_ID}/feed`);
    expect(await screen.findByText('This animal is on no ration. Apply one from the ration library.')).toBeTruthy();
  });

  it('is not there for a session without feed management', async () => {
    signInForTest({ modules: APP_MODULES.filter((module) => module !== 'feed') });
    const requests = fakeServer(animalRoutes());
    renderApp(`/animals/${ANIMAL_ID}/feed`);
    expect(await screen.findByRole('link', { name: 'Add or edit records' })).toBeTruthy();
    expect(screen.queryByTestId('current-ration')).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/feed/'))).toBe(false);
  });
});
