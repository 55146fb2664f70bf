import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { typeDate } from '../../../testing/dates';
import { bodyOf, fakeServer, sentTo } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { collection, SIRE_ID, titan } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const SIRE_PATH = `/semen/sire/${SIRE_ID}`;
const TEST_PATH = `${SIRE_PATH}/health-test`;

/** Titán's page: his collections, and a health test answered by `add`. */
function sireServer(add: () => Response = () => envelope(titan)) {
  return fakeServer({
    [SIRE_PATH]: () => envelope(titan),
    [TEST_PATH]: add,
    '/semen/collection': () => pageOfItems([collection]),
  });
}

describe('a sire’s page', { timeout: 30_000 }, () => {
  it('shows his codes, his health tests and his collections', async () => {
    const requests = sireServer();
    renderApp(`/semen-automation/sires/${SIRE_ID}`);
    expect((await screen.findByTestId('sire-name')).textContent).toBe('Titán');
    const details = screen.getByRole('region', { name: 'Sire' });
    for (const text of ['7HO12345', 'HOLUSAM000123456789', 'Holstein']) expect(within(details).getByText(text)).toBeTruthy();
    const tests = screen.getByRole('list', { name: 'Health tests' });
    expect(within(tests).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['01/08/2026 · BrucellosisNegative']);
    const collections = await screen.findByRole('table', { name: 'Collections' });
    expect(within(collections).queryByRole('columnheader', { name: 'Sire' })).toBeNull();
    expect(within(collections).getByRole('link', { name: '7HO12345-20261015-1' })).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith(`/semen/collection?sireId=${SIRE_ID}`))).toBe(true);
    expect(screen.getByRole('link', { name: 'Record a collection' }).getAttribute('href')).toBe(`/semen-automation/collections/new?sireId=${SIRE_ID}`);
  });

  it('records a health test: the day, the disease and the result', async () => {
    const requests = sireServer();
    renderApp(`/semen-automation/sires/${SIRE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a health test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Health test of Titán' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save test' }));
    expect(await within(dialog).findByText('Choose the test’s result.')).toBeTruthy();

    typeDate(/^Tested on/, '2026-10-01', dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Disease/), { target: { value: 'Tuberculosis' } });
    fireEvent.change(within(dialog).getByLabelText(/^Result/), { target: { value: 'negative' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save test' }));
    expect(await screen.findByText('Health test recorded.')).toBeTruthy();
    expect(bodyOf(sentTo(requests, TEST_PATH).init)).toEqual({ testedOn: '2026-10-01', disease: 'Tuberculosis', result: 'negative' });
  });

  it('says why a health test was refused, under its field', async () => {
    sireServer(() => errorResponse(422, 'errors.checkAllValues', 'Something went wrong. Please check all the values carefully.', [{ param: 'testedOn', msg: 'Enter a valid date.', key: 'animals.dateInvalid' }]));
    renderApp(`/semen-automation/sires/${SIRE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a health test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Health test of Titán' });
    typeDate(/^Tested on/, '2026-10-01', dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Disease/), { target: { value: 'BVD' } });
    fireEvent.change(within(dialog).getByLabelText(/^Result/), { target: { value: 'positive' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save test' }));
    expect((await within(dialog).findByTestId('form-alert')).textContent).toBe('Something went wrong. Please check all the values carefully.');
    expect(within(dialog).getByText('Enter a valid date.')).toBeTruthy();
  });

  it('offers a viewer without semen automation no change, test or collection', async () => {
    signInForTest({ modules: ['animals'] });
    sireServer();
    renderApp(`/semen-automation/sires/${SIRE_ID}`);
    await screen.findByTestId('sire-name');
    for (const name of ['Edit', 'Add a health test']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Record a collection' })).toBeNull();
  });
});
