import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { SESSION_STORAGE_KEYS } from '../../app/session-storage';
import { ANIMAL_ID, animalImport, cattle, GROUP_ID, heifers, IMPORT_ID, listedCow, pageOfItems, retinta } from '../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../testing/fake-server';
import { dehesa, FARM_ID } from '../../testing/farms';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import { IMPORT_POLL_MS } from './api';
import { typeDate } from '../../testing/dates';
import { instantText } from '../../components/format';
import { pickOption } from '../../testing/autocomplete';
import { lucia } from '../semen/testing';
import { pack as straw } from '../semen/tanks/testing';
import { catchDownloads } from '../../testing/downloads';

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const reference = {
  '/farm': () => pageOfItems([dehesa]),
  '/species': cattle,
  '/breeds': retinta,
  '/animal-group': () => pageOfItems([heifers]),
};

/** The query of the latest herd list request. */
const lastListQuery = (requests: SentRequest[]) => new URLSearchParams(requests.filter((request) => request.path.startsWith('/animal?')).at(-1)!.path.split('?')[1]);

describe('the herd list', { timeout: 60_000 }, () => {
  it('shows the animals of the selected farm and asks the server to sort and filter', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify({ id: FARM_ID, name: 'La Dehesa' }));
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]) });
    const { router } = renderApp('/animals');
    const table = await screen.findByRole('table', { name: 'Animals' });
    const row = within(table).getByText('ES-001').closest('tr')!;
    expect(within(row).getByText('Paloma')).toBeTruthy();
    expect(within(row).getByText('512.4 kg')).toBeTruthy();
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({ status: 'active', farmId: FARM_ID, page: '1', limit: '25' });

    fireEvent.click(within(table).getByText('Birth date'));
    await waitFor(() => expect(lastListQuery(requests).get('col')).toBe('birthDate'));
    fireEvent.click(within(screen.getByRole('table', { name: 'Animals' })).getByText('Birth date'));
    await waitFor(() => expect(lastListQuery(requests).get('desc')).toBe('true'));

    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Farm'), { target: { value: 'all' } });
    await waitFor(() => expect(lastListQuery(requests).get('gender')).toBe('female'));
    expect(lastListQuery(requests).get('status')).toBe('all');
    expect(lastListQuery(requests).has('farmId')).toBe(false);
    // The filters live in the URL, so back, forward and reload keep them.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ col: 'birthDate', desc: 'true', gender: 'female', status: 'all', farmId: 'all' });

    fireEvent.change(screen.getByLabelText('Search by tag, nickname, chip or registration'), { target: { value: 'palo' } });
    await waitFor(() => expect(lastListQuery(requests).get('search')).toBe('palo'));

    fireEvent.click(screen.getByRole('button', { name: 'Ungrouped' }));
    await waitFor(() => expect(lastListQuery(requests).get('grouped')).toBe('false'));

    fireEvent.click(await screen.findByText('ES-001'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/animals/${ANIMAL_ID}/details`));
  });

  it('shows the animals as cards on a phone', async () => {
    // A phone-wide screen: every "narrower than" media query holds.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]) });
    const { router } = renderApp('/animals');
    const card = await screen.findByRole('article', { name: 'ES-001' });
    expect(within(card).getByText('Female · Retinta · 01/03/2022')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(card).getByLabelText('Select ES-001'));
    // The bulk toolbar is a chunk of its own, loaded once animals are chosen.
    expect(await screen.findByText('1 animal selected')).toBeTruthy();
    fireEvent.click(within(card).getByText('Paloma'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/animals/${ANIMAL_ID}/details`));
  });

  it('marks an animal whose meat or milk a treatment still holds back, and not one whose withdrawal is over', async () => {
    const held = { ...listedCow, meatWithdrawalEndsAt: '2099-12-18T07:00:00.000Z', milkWithdrawalEndsAt: '2020-01-01T00:00:00.000Z' };
    const over = { ...listedCow, id: '00000000-0000-4000-8000-000000000602', tagNumber: 'ES-002', nickname: null, meatWithdrawalEndsAt: '2020-01-01T00:00:00.000Z' };
    fakeServer({ ...reference, '/animal': () => pageOfItems([held, over]) });
    renderApp('/animals');
    const table = await screen.findByRole('table', { name: 'Animals' });
    const row = within(table).getByText('ES-001').closest('tr')!;
    expect(within(row).getByRole('img', { name: `Meat withdrawal until ${instantText(held.meatWithdrawalEndsAt)}` })).toBeTruthy();
    expect(within(within(table).getByText('ES-002').closest('tr')!).queryByTestId('withdrawal-mark')).toBeNull();
  });

  it('folds the filters into a sheet on a phone, its button counting those set, so the first animal is in sight', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]) });
    renderApp('/animals?gender=female&status=all');
    await screen.findByRole('article', { name: 'ES-001' });
    expect(screen.getByLabelText('Search by tag, nickname, chip or registration')).toBeTruthy();
    expect(screen.queryByLabelText('Gender')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters: 2 set' }));
    const sheet = await screen.findByRole('group', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Category / stage'), { target: { value: 'cow' } });
    await waitFor(() => expect(requests.at(-1)!.path).toContain('categoryStage=cow'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters: 3 set' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]) });
    renderApp('/animals');
    const table = await screen.findByRole('table', { name: 'Animales' });
    expect(within(table).getByText('Número de arete')).toBeTruthy();
    expect(within(table).getByText('Hembra')).toBeTruthy();
    expect(await screen.findByText('Vacuno', { selector: 'option' })).toBeTruthy();
  });

  it('says so when no animal matches', async () => {
    fakeServer({ ...reference, '/animal': () => pageOfItems([]) });
    renderApp('/animals');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No animals match these filters.');
  });

  it("asks for the list once: the route's prefetch and the page read the URL alike", async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify({ id: FARM_ID, name: 'La Dehesa' }));
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]) });
    renderApp('/animals?gender=female&col=birthDate&desc=true&search=%20ES');
    await screen.findByRole('table', { name: 'Animals' });
    const lists = requests.filter((request) => request.path.startsWith('/animal?'));
    expect(lists).toHaveLength(1);
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({ search: 'ES', status: 'active', farmId: FARM_ID, gender: 'female', col: 'birthDate', desc: 'true', page: '1', limit: '25' });
  });

  it('shows the groups with their counts in the grouped view', async () => {
    fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]) });
    renderApp('/animals?view=grouped');
    const card = await screen.findByRole('article', { name: 'Heifers' });
    expect(within(card).getByText('1 animal')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/animals/group/${GROUP_ID}`);
  });

  it('moves the chosen animals to a group and refreshes the list', async () => {
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/bulk': () => envelope({ action: 'moveGroup', recorded: 1 }) });
    renderApp('/animals');
    fireEvent.click(await screen.findByLabelText('Select ES-001'));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on the selected animals' });
    expect(within(toolbar).getByText('1 animal selected')).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Move to group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to group' });
    await within(dialog).findByText('Heifers', { selector: 'option' });
    fireEvent.change(within(dialog).getByLabelText('Group'), { target: { value: GROUP_ID } });
    typeDate(/Date/, '2026-11-20', dialog);
    const listed = requests.filter((request) => request.path.startsWith('/animal?')).length;
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));

    expect(await screen.findByText('Recorded for 1 animal.')).toBeTruthy();
    const sent = requests.find((request) => request.path === '/animal/bulk')!;
    expect(bodyOf(sent.init)).toEqual({ action: 'moveGroup', animalIds: [ANIMAL_ID], groupId: GROUP_ID, occurredAt: '2026-11-20T00:00:00.000Z' });
    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/animal?')).length).toBeGreaterThan(listed));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('records one weight, in the unit chosen, for every chosen animal', async () => {
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/bulk': () => envelope({ action: 'recordWeight', recorded: 1 }) });
    renderApp('/animals');
    fireEvent.click(await screen.findByLabelText('Select ES-001'));
    fireEvent.click(screen.getByText('Record weight'));
    const dialog = await screen.findByRole('dialog', { name: 'Record weight' });
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await within(dialog).findByText('This value is not valid.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Weight/), { target: { value: '480,5' } });
    fireEvent.change(within(dialog).getByLabelText('Unit'), { target: { value: 'lb' } });
    typeDate(/Date/, '2026-11-21', dialog);
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await screen.findByText('Recorded for 1 animal.')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.path === '/animal/bulk')!.init)).toEqual({
      action: 'recordWeight',
      animalIds: [ANIMAL_ID],
      weight: { value: 480.5, unit: 'lb' },
      occurredAt: '2026-11-21T00:00:00.000Z',
    });
  });

  it('vaccinates the chosen animals with a product named by hand, asking for it first', async () => {
    const requests = fakeServer({
      ...reference,
      '/animal': () => pageOfItems([listedCow]),
      '/drug': () => pageOfItems([]),
      '/animal/bulk': () => envelope({ action: 'recordHealth', recorded: 1 }),
    });
    renderApp('/animals');
    fireEvent.click(await screen.findByLabelText('Select ES-001'));
    fireEvent.click(screen.getByRole('button', { name: 'Treat or vaccinate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Treat or vaccinate' });
    fireEvent.click(within(dialog).getByLabelText('Vaccination'));
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await within(dialog).findByText('Choose a drug from the cabinet or name the product.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Vaccine/), { target: { value: 'Clostridial 8 vías' } });
    fireEvent.change(within(dialog).getByLabelText(/Batch/), { target: { value: 'CL-2291' } });
    typeDate(/Date/, '2026-11-21', dialog);
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await screen.findByText('Recorded for 1 animal.')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.path === '/animal/bulk')!.init)).toEqual({
      action: 'recordHealth',
      animalIds: [ANIMAL_ID],
      occurredAt: '2026-11-21',
      record: { type: 'vaccination', vaccine: 'Clostridial 8 vías', batch: 'CL-2291' },
    });
  });

  it('inseminates the chosen animals with a straw of the tanks each, by the inseminator picked', async () => {
    const requests = fakeServer({
      ...reference,
      '/animal': () => pageOfItems([listedCow]),
      '/semen/pack': () => pageOfItems([straw]),
      '/semen/inseminator': () => pageOfItems([lucia]),
      '/animal/bulk': () => envelope({ action: 'recordService', recorded: 1 }),
    });
    renderApp('/animals');
    fireEvent.click(await screen.findByLabelText('Select ES-001'));
    fireEvent.click(screen.getByRole('button', { name: 'Inseminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inseminate' });
    await pickOption(/Straw from the tanks/, '20261015', /7HO12345-20261015-1/, dialog);
    expect(within(dialog).queryByLabelText(/Semen or embryo code/)).toBeNull();
    await pickOption(/Inseminator/, 'Luc', /Lucía Ramos/, dialog);
    typeDate(/Date/, '2026-11-21', dialog);
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await screen.findByText('Recorded for 1 animal.')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.path === '/animal/bulk')!.init)).toEqual({
      action: 'recordService',
      animalIds: [ANIMAL_ID],
      occurredAt: '2026-11-21T00:00:00.000Z',
      record: { method: 'artificialInsemination', semenPackId: straw.id, inseminatorId: lucia.id },
    });
  });

  it('asks for a note under 50 characters before adding it to the chosen animals', async () => {
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/bulk': () => envelope({ action: 'addNote', recorded: 1 }) });
    renderApp('/animals');
    fireEvent.click(await screen.findByLabelText('Select all on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await within(dialog).findByText('Note is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'x'.repeat(50) } });
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await within(dialog).findByText('Note must be less than 50 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Limping' } });
    fireEvent.click(within(dialog).getByText('Apply to 1 animal'));
    expect(await screen.findByText('Recorded for 1 animal.')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.path === '/animal/bulk')!.init)).toMatchObject({ action: 'addNote', animalIds: [ANIMAL_ID], text: 'Limping' });
  });
});

describe('importing a file', { timeout: 30_000 }, () => {
  const chooseAndUpload = async (kind: string) => {
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from a file' });
    fireEvent.change(within(dialog).getByLabelText('What to import'), { target: { value: kind } });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File(['tagNumber\nES-9'], 'herd.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return dialog;
  };

  it('shows the progress until the import completes, then refreshes the list', async () => {
    // The dialog asks again after IMPORT_POLL_MS: that time passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const requests = fakeServer({
      ...reference,
      '/animal': () => pageOfItems([listedCow]),
      '/animal/import': () => envelope(animalImport({ kind: 'weights' }), 202),
      [`/animal/import/${IMPORT_ID}`]: () => {
        polls += 1;
        return envelope(polls < 2 ? animalImport({ status: 'running', processed: 2 }) : animalImport({ status: 'completed', processed: 4 }));
      },
    });
    renderApp('/animals');
    const dialog = await chooseAndUpload('weights');
    expect(await within(dialog).findByText('2 of 4 rows (50 %)')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('50');
    const listed = requests.filter((request) => request.path.startsWith('/animal?')).length;
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    expect(await within(dialog).findByText('herd.csv: 4 rows imported.')).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/animal?')).length).toBeGreaterThan(listed));
    const upload = requests.find((request) => request.path === '/animal/import')!.init.body as FormData;
    expect(upload.get('kind')).toBe('weights');
    expect((upload.get('file') as File).name).toBe('herd.csv');
  });

  const rejectedFile = () =>
    new Response(
      JSON.stringify({
        code: 422,
        success: false,
        message: 'rejected',
        key: 'animals.importRejected',
        errors: [
          { row: 3, param: 'gender', msg: 'Sexo must be one of: female, male', key: 'animals.importNotAllowed', params: { column: 'Sexo', values: 'female, male' } },
          { row: 4, param: 'birthDate', msg: 'month first', key: 'animals.importDateMonthFirst' },
        ],
      }),
      { status: 422, headers: { 'Content-Type': 'application/json' } },
    );
  const reportRows = async (dialog: HTMLElement, name: string) => {
    const report = await within(dialog).findByRole('table', { name });
    return within(report).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  };

  it('names the values a column takes, in the reader’s language, filled from the error’s params', async () => {
    fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/import': rejectedFile });
    renderApp('/animals');
    expect(await reportRows(await chooseAndUpload('animals'), 'Rows with errors')).toEqual([
      ['3', 'Gender', 'Sexo must be one of: female, male'],
      ['4', 'Birth date', 'This date has the month first: write it as DD/MM/YYYY (day first) or YYYY-MM-DD.'],
    ]);
  });

  it('names them in Spanish too', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/import': rejectedFile });
    renderApp('/animals');
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar desde un archivo' });
    fireEvent.change(within(dialog).getByLabelText('Archivo'), { target: { files: [new File(['x'], 'hato.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await reportRows(dialog, 'Filas con errores')).toEqual([
      ['3', 'Sexo', 'Sexo debe ser uno de estos valores: female, male'],
      ['4', 'Fecha de nacimiento', 'Esta fecha tiene el mes primero: escríbala como DD/MM/AAAA (el día primero) o AAAA-MM-DD.'],
    ]);
  });

  it('downloads the template of the chosen kind as CSV or XLSX', async () => {
    const click = catchDownloads('blob:template');
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/import/template': () => new Response('x') });
    renderApp('/animals');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from a file' });
    fireEvent.change(within(dialog).getByLabelText('What to import'), { target: { value: 'milk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download the XLSX template, with the values each column takes' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.find((request) => request.path.startsWith('/animal/import/template?'))!.path).toBe('/animal/import/template?kind=milk&format=xlsx');
    click.mockRestore();
  });

  it('lists a rejected file’s rows with their column and problem', async () => {
    fakeServer({
      ...reference,
      '/animal': () => pageOfItems([listedCow]),
      '/animal/import': () =>
        new Response(
          JSON.stringify({
            code: 422,
            success: false,
            message: 'rejected',
            key: 'animals.importRejected',
            errors: [
              { row: 3, param: 'gender', msg: 'Gender is required', key: 'animals.genderRequired' },
              { row: 7, param: 'tagNumber', msg: 'dup', key: 'animals.duplicateInFile' },
            ],
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderApp('/animals');
    const dialog = await chooseAndUpload('animals');
    const report = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(dialog).getByText('The file was not imported: fix the rows listed and upload it again.')).toBeTruthy();
    const rows = within(report).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'Gender', 'Gender is required'],
      ['7', 'Tag number', 'This tag number appears more than once in the file.'],
    ]);
  });
});

describe('exporting the list', { timeout: 30_000 }, () => {
  it('downloads the filtered, sorted list in the chosen format', async () => {
    const click = catchDownloads('blob:herd');
    const requests = fakeServer({ ...reference, '/animal': () => pageOfItems([listedCow]), '/animal/export': () => new Response('tagNumber\nES-001\n') });
    renderApp('/animals?gender=male&col=tagNumber&desc=true');
    await screen.findByRole('table', { name: 'Animals' });
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requests.find((request) => request.path.startsWith('/animal/export?'))!;
    expect(Object.fromEntries(new URLSearchParams(exported.path.split('?')[1]))).toEqual({ format: 'xlsx', status: 'active', gender: 'male', col: 'tagNumber', desc: 'true' });
    click.mockRestore();
  });

  it('says "more than 10,000" when the server stopped counting, and still goes to the next page', async () => {
    const capped = () => envelope({ items: [listedCow], total: 10_000, totalCapped: true, page: 1, limit: 25 });
    const requests = fakeServer({ ...reference, '/animal': capped });
    renderApp('/animals?farmId=all');
    expect(await screen.findByText('1–25 of more than 10,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastListQuery(requests).get('page')).toBe('2'));
  });

  it('says it in Spanish too', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...reference, '/animal': () => envelope({ items: [listedCow], total: 10_000, totalCapped: true, page: 1, limit: 25 }) });
    renderApp('/animals?farmId=all');
    expect(await screen.findByText('1–25 de más de 10.000')).toBeTruthy();
  });
});

