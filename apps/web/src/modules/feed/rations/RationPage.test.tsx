import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { typeDate } from '../../../testing/dates';
import { catchDownloads } from '../../../testing/downloads';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import type { FlowDraft } from '../formulation/flow-state';
import { EVENT_ID, GROUP_ID, infeasibleFormulation, optimalFormulation, savedRation, SILAGE_LOT_ID, SOY_LOT_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const request = savedRation.request as FlowDraft['result'] extends infer R ? (R extends { request: infer Q } ? Q : never) : never;
const chosen = [
  { lotId: SILAGE_LOT_ID, ingredientId: null, name: 'Corn silage', lotNumber: 4, minPercentOfDm: null, maxPercentOfDm: null },
  { lotId: SOY_LOT_ID, ingredientId: null, name: 'Soybean meal', lotNumber: 5, minPercentOfDm: null, maxPercentOfDm: null },
];
/** The group flow's draft as the feeds step leaves it, with the answer given. */
const unweighed = { key: 'feed.warnings.unweighed', params: { count: 2, tags: 'ES-0101, ES-0102' } };
const draftWith = (formulation: typeof optimalFormulation) =>
  sessionStorage.setItem('ganado.feed.flow.group', JSON.stringify({ target: null, feeds: chosen, result: { request, formulation, feeds: chosen } } satisfies FlowDraft));
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const sent = (requests: SentRequest[], path: string) => requests.filter((item) => item.path.split('?')[0] === path);

const copy = { ...savedRation, id: '00000000-0000-4000-8000-000000000f44', number: 9, name: 'Steers spring', version: 1, versions: [] };
function rationServer() {
  return fakeServer({
    '/feed/ration': () => envelope(savedRation),
    '/feed/ration/7': () => envelope(savedRation),
    '/feed/ration/9': () => envelope(copy),
    '/feed/ration/7/copy': () => envelope(copy),
    '/feed/ration/7/apply': () => envelope(savedRation),
    '/animal-group': () => pageOfItems([{ id: GROUP_ID, name: 'Steers 2026', description: null, farmId: null, farmName: null, animalCount: 24, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }]),
    '/feed/ration/7/feeding': () => envelope({ eventId: EVENT_ID, headCount: 24, drawn: [{ lotNumber: 4, name: 'Corn silage', kg: 514.3, stockKg: 11_485.7 }] }),
    '/feed/ration/7/loading-sheet': () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
  });
}

describe('a suggested ration', { timeout: 30_000 }, () => {
  it('shows each feed per head and for the group, the totals, the requirements met and what limits the ration', async () => {
    draftWith({ ...optimalFormulation, warnings: [...optimalFormulation.warnings, unweighed] });
    rationServer();
    renderApp('/feed-management/ration-group-suggestion');
    const table = await screen.findByRole('table', { name: 'The ration' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['Feed', 'kg DM a head a day', 'kg as fed a head a day', '% of DM', 'kg as fed, 24 head, a day', 'Cost a head a day']);
    expect(cells(rows[1]!)).toEqual(['Lot 4 · Corn silage', '7.5 kg', '21.43 kg', '82.4 %', '514.3 kg', '0.96 EUR']);
    expect(cells(rows.at(-1)!)).toEqual(['Total', '9.1 kg', '23.23 kg', '100 %', '557.5 kg', '1.72 EUR']);
    expect(screen.getByText('24 head, average 320 kg')).toBeTruthy();
    expect(screen.getByTestId('total-dmi').textContent).toBe('9.1 kg (expected 9.1 kg)');
    expect(screen.getByTestId('total-costPerHead').textContent).toBe('1.72 EUR');
    expect(screen.getByTestId('total-costGroup').textContent).toBe('41.28 EUR');
    expect(screen.getByText('Soybean meal has no price: it counts as free. Add its price or a supplier\'s price.')).toBeTruthy();
    expect(screen.getByText('2 animals have no weight on record and were left out: ES-0101, ES-0102.')).toBeTruthy();

    const requirements = screen.getByRole('table', { name: 'Requirements met' });
    const calcium = within(requirements).getByRole('rowheader', { name: /Calcium/ }).closest('tr')!;
    // The name's cell also carries what is required, shown there on a phone only.
    expect(cells(calcium)[0]).toMatch(/^Calcium \(Ca\)/);
    expect(cells(calcium).slice(1)).toEqual(['at least 38 g', '37 g', '97 %Short']);
    fireEvent.click(within(requirements).getByRole('button', { name: 'What the requirement of Calcium (Ca) is made of' }));
    expect(within(requirements).getByText('Maintenance 12 g · Gain 26 g · total 38 g')).toBeTruthy();

    const limits = screen.getByRole('list', { name: 'Limiting constraints' });
    expect(within(limits).getByText('Minimum of Net energy for maintenance (NEm): 7.2 Mcal per head per day')).toBeTruthy();
    expect(within(limits).getByText('1 Mcal more NEm costs 0.12 EUR more per head per day')).toBeTruthy();
  });

  it('never shows an infeasible answer as a ration: it says why, each conflict in words', async () => {
    draftWith(infeasibleFormulation);
    rationServer();
    renderApp('/feed-management/ration-group-suggestion');
    const alert = await screen.findByTestId('infeasible');
    expect(within(alert).getByText('No ration meets these requirements from the feeds chosen.')).toBeTruthy();
    expect(within(alert).getByText('Calcium (Ca) per head per day is short by 12 g (38 g against a minimum of 50 g): add a feed richer in calcium than Lot 4 · Corn silage, or lower the minimum.')).toBeTruthy();
    expect(within(alert).getByText('Held back by: the stock of Lot 5 · Soybean meal.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'The ration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to library' })).toBeNull();
  });

  it('says the conflicts in Spanish too', async () => {
    await i18n.changeLanguage('es');
    draftWith(infeasibleFormulation);
    rationServer();
    renderApp('/feed-management/ration-group-suggestion');
    const alert = await screen.findByTestId('infeasible');
    expect(within(alert).getByText('Calcio (Ca) por cabeza y día: faltan 12 g (38 g frente a un mínimo de 50 g): añada un alimento más rico en calcio que Lote 4 · Corn silage, o baje el mínimo.')).toBeTruthy();
  });

  it('saves the ration to the library and opens it as saved', async () => {
    draftWith(optimalFormulation);
    const requests = rationServer();
    const { router } = renderApp('/feed-management/ration-group-suggestion');
    fireEvent.click(await screen.findByRole('button', { name: 'Save to library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the ration to the library' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save ration' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Steers winter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save ration' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ration=7'));
    expect(await screen.findByText('Ration saved.')).toBeTruthy();
    expect((await screen.findByTestId('ration-name')).textContent).toBe('No. 7 · Steers winter');
    expect(bodyOf(sent(requests, '/feed/ration')[0]!.init)).toEqual({ name: 'Steers winter', notes: null, formulation: request });
  });

  it('says there is nothing yet when no ration was formulated', async () => {
    rationServer();
    renderApp('/feed-management/ration-individual-suggestion/new');
    expect(await screen.findByText('No ration formulated yet. Choose who is fed and the feeds first.')).toBeTruthy();
  });
});

describe('a saved ration', { timeout: 30_000 }, () => {
  it('shows its version, where it is fed and its earlier versions', async () => {
    rationServer();
    renderApp('/feed-management/ration-group-suggestion?ration=7');
    expect((await screen.findByTestId('ration-name')).textContent).toBe('No. 7 · Steers winter');
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Fed to: Steers 2026 (group) from 02/11/2026')).toBeTruthy();
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Version 2 (this one)Saved on 01/11/2026 by Fran Farmer', 'Version 101/10/2026']);
  });

  it('records a feeding and shows what was drawn from which lot and what is left', async () => {
    const requests = rationServer();
    renderApp('/feed-management/ration-group-suggestion?ration=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Record feeding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record feeding of Steers winter' });
    fireEvent.change(within(dialog).getByLabelText(/^Days fed/), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record feeding' }));
    expect(await within(dialog).findByText('Enter from 1 to 31 days.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Days fed/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record feeding' }));
    const drawn = await screen.findByTestId('feeding-drawn');
    expect(within(drawn).getByText('Lot 4 · Corn silage: 514 kg drawn, 11,486 kg left')).toBeTruthy();
    expect(bodyOf(sent(requests, '/feed/ration/7/feeding')[0]!.init)).toMatchObject({ target: { kind: 'group', groupId: GROUP_ID }, days: 2, notes: null });
  });

  it('applies the ration to its group from a day on', async () => {
    const requests = rationServer();
    renderApp('/feed-management/ration-group-suggestion?ration=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Steers winter' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Group/) as HTMLSelectElement).value).toBe(GROUP_ID));
    typeDate(/From/, '2026-11-10', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply ration' }));
    expect(await screen.findByText('Ration applied.')).toBeTruthy();
    expect(bodyOf(sent(requests, '/feed/ration/7/apply')[0]!.init)).toEqual({ target: { kind: 'group', groupId: GROUP_ID }, from: '2026-11-10' });
  });

  it('downloads the loading sheet for the head and loads asked', async () => {
    const requests = rationServer();
    const save = catchDownloads();
    renderApp('/feed-management/ration-group-suggestion?ration=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Loading sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Loading sheet of Steers winter' });
    expect((within(dialog).getByLabelText(/^Head fed/) as HTMLInputElement).value).toBe('24');
    fireEvent.change(within(dialog).getByLabelText(/^Loads a day/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    save.mockRestore();
    expect(sent(requests, '/feed/ration/7/loading-sheet')[0]!.path).toBe('/feed/ration/7/loading-sheet?headCount=24&loads=2');
  });

  it('makes a new version from the same choices, and copies the ration under a new name', async () => {
    const requests = rationServer();
    const { router } = renderApp('/feed-management/ration-group-suggestion?ration=7');
    fireEvent.click(await screen.findByRole('button', { name: 'New version' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Make a new version?' })).getByRole('button', { name: 'Make new version' }));
    expect(await screen.findByText('New version saved.')).toBeTruthy();
    expect(bodyOf(sent(requests, '/feed/ration/7').find((item) => item.init.method === 'PUT')!.init)).toEqual({ formulation: savedRation.request });

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Steers winter' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Steers winter (copy)');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Steers spring' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy ration' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ration=9'));
    expect(await screen.findByText('Ration copied.')).toBeTruthy();
    expect(bodyOf(sent(requests, '/feed/ration/7/copy')[0]!.init)).toEqual({ name: 'Steers spring' });
  });
});
