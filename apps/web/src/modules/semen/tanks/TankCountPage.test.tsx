import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TankCount } from '@ganado/shared/semen';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { fieldTank, FIELD_TANK_ID, mainTank, OTHER_PACK_ID, otherPack, pack, PACK_ID, TANK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const COUNT_PATH = `/semen/tank/${TANK_ID}/count`;
const counts = (requests: SentRequest[]) => requests.filter((request) => request.path === COUNT_PATH);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

/** Three straws fewer in the first pack than the log says; the second as logged. */
const found: TankCount = {
  tank: { ...mainTank, straws: 117, lastCountedAt: '2026-11-24T09:00:00.000Z', countDue: false },
  packs: [
    { packId: PACK_ID, batchCode: pack.batch.code, ledger: 100, counted: 97, difference: -3 },
    { packId: OTHER_PACK_ID, batchCode: otherPack.batch.code, ledger: 20, counted: 20, difference: 0 },
  ],
};

function countServer(count: () => Response = () => envelope(found)) {
  return fakeServer({
    [`/semen/tank/${TANK_ID}`]: () => envelope(mainTank),
    [`/semen/tank/${FIELD_TANK_ID}`]: () => envelope(fieldTank),
    '/semen/pack': (_, url) => pageOfItems(url.includes(TANK_ID) ? [pack, otherPack] : []),
    [COUNT_PATH]: count,
  });
}

const packLine = (name: string) => screen.getByRole('group', { name });
const countedIn = (line: HTMLElement) => within(line).getByLabelText(/^Counted/);

describe('a semen tank’s count', { timeout: 30_000 }, () => {
  it('counts every pack, each starting from the log, and shows what differs', async () => {
    const requests = countServer();
    renderApp(`/semen-automation/tanks/${TANK_ID}/count`);
    expect((await screen.findByTestId('tank-name')).textContent).toBe('Termo MVE 1');
    await screen.findByTestId('count-form');
    const first = packLine('7HO12345-20261015-1, Canister 2 · Goblet B');
    const second = packLine('7HO12345-20261015-1, Canister 3');
    expect(within(first).getByTestId('count-ledger').textContent).toBe('By the log: 100 straws');
    expect([countedIn(first), countedIn(second)].map((input) => (input as HTMLInputElement).value)).toEqual(['100', '20']);
    expect(requests.some((request) => request.path === `/semen/pack?tankId=${TANK_ID}&page=1&limit=1000`)).toBe(true);

    fireEvent.change(countedIn(first), { target: { value: '97' } });
    fireEvent.change(countedIn(second), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save count' }));
    expect(await within(second).findByText('This value is not valid.')).toBeTruthy();
    expect(counts(requests)).toHaveLength(0);

    fireEvent.change(countedIn(second), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: ' Monthly count ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save count' }));
    expect(await screen.findByText('Tank counted.')).toBeTruthy();
    expect(bodyOf(counts(requests)[0]!.init)).toEqual({
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown,
      counts: [
        { packId: PACK_ID, counted: 97 },
        { packId: OTHER_PACK_ID, counted: 20 },
      ],
      notes: 'Monthly count',
    });

    const table = await screen.findByRole('table', { name: 'What the count found' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect([...head!.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Batch', 'Place', 'By the log', 'Counted', 'Difference']);
    expect(rows.slice(0, 2).map(cellsOf)).toEqual([
      ['7HO12345-20261015-1', 'Canister 2 · Goblet B', '100', '97', '−3 straws'],
      ['7HO12345-20261015-1', 'Canister 3', '20', '20', 'None'],
    ]);
    expect(within(rows[0]!).getByText('−3 straws').closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
    expect(screen.getByTestId('count-total').textContent).toBe('−3 straws');
    expect(screen.getByTestId('count-summary').textContent).toBe('1 pack differs from the log: it is now set to its count.');
    expect(screen.queryByTestId('count-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the tank' }).getAttribute('href')).toBe(`/semen-automation/tanks/${TANK_ID}`);
  });

  it('says above the form why a count was refused', async () => {
    countServer(() => errorResponse(422, 'errors.checkAllValues', 'Check all values.', [{ param: 'counts', msg: 'Every pack in the tank must be counted: 1 not counted.', key: 'semen.packNotCounted' }]));
    renderApp(`/semen-automation/tanks/${TANK_ID}/count`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save count' }));
    const alert = await screen.findByTestId('form-alert');
    expect(within(alert).getByText('Every pack in the tank must be counted: 1 not counted.')).toBeTruthy();
    expect(screen.getByTestId('count-form')).toBeTruthy();
  });

  it('has nothing to count in an empty tank', async () => {
    countServer();
    renderApp(`/semen-automation/tanks/${FIELD_TANK_ID}/count`);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('This tank holds no straws: there is nothing to count.');
    expect(screen.queryByRole('button', { name: 'Save count' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    countServer();
    renderApp(`/semen-automation/tanks/${TANK_ID}/count`);
    const line = await screen.findByRole('group', { name: '7HO12345-20261015-1, Canastilla 2 · Gobelete B' });
    expect(within(line).getByTestId('count-ledger').textContent).toBe('Según el registro: 100 pajuelas');
    expect(within(line).getByLabelText(/^Contadas/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar conteo' })).toBeTruthy());
  });
});
