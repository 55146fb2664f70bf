import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../app/query-client';
import { bodyOf, fakeServer, sentTo } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, animalRoutes, lola, noRecords, postingRecords, record, SIRE_ID } from './testing';
import { dateInput, typeDate } from '../../../testing/dates';
import { instantText } from '../../../components/format';

// jsdom has no canvas: the stand-in chart lists the points it would draw, and the x axis's first label.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { series: { data: [string, number][] }[]; xAxis: { axisLabel?: { formatter?: (value: number) => string } } } }) => (
    <div aria-label={label} data-first-tick={option.xAxis.axisLabel?.formatter?.(new Date(`${option.series[0]!.data[0]![0]}T00:00`).getTime())}>
      {option.series[0]!.data.map(([on, value]) => `${on}:${value}`).join(' ')}
    </div>
  ),
}));

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const page = (path: string) => renderApp(`/animals/${ANIMAL_ID}/${path}`);

describe('the animal header', { timeout: 20_000 }, () => {
  it('shows who the animal is, its derived state and where it is, with links to every tab', async () => {
    fakeServer(animalRoutes());
    page('details');
    const header = await screen.findByTestId('animal-header');
    expect(within(header).getByText('ES-0042')).toBeTruthy();
    expect(within(header).getByText('Lola')).toBeTruthy();
    expect(within(header).getByText('Cattle · Retinta')).toBeTruthy();
    expect(within(header).getByTestId('animal-status').textContent).toBe('Active');
    expect(within(header).getByText('480 kg on 01/10/2026')).toBeTruthy();
    expect(within(header).getByText('La Dehesa · North paddock')).toBeTruthy();
    expect(within(header).getByText('Cows 2023')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/animals/${ANIMAL_ID}/edit`);
    const tabs = screen.getByRole('tablist', { name: 'Animal sections' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(12);
    expect(within(tabs).getByRole('tab', { name: 'Genotype data' }).getAttribute('href')).toBe(`/animals/${ANIMAL_ID}/genotype-data`);
  });

  it('shows a removed animal in a warning colour with the reason, and records a removal', async () => {
    const removed = { ...lola, status: 'removed' as const, removal: { date: '2026-11-02T00:00:00.000Z', reason: 'sold' as const, destination: 'Market' } };
    fakeServer(animalRoutes(removed));
    page('details');
    const status = await screen.findByTestId('animal-status');
    expect(status.textContent).toBe('Removed: Sold (02/11/2026)');
    expect(status.className).toContain('Warning');
    expect(screen.queryByRole('button', { name: 'Record removal' })).toBeNull();
  });

  it('warns of each withdrawal still running, naming its medicine, and not of one that is over', async () => {
    const held = { product: 'Oxitetraciclina 20%', rule: 'label' as const, organic: false, recordId: '40000000-0000-4000-8000-000000000999' };
    fakeServer(animalRoutes({ ...lola, withdrawal: { meat: { ...held, endsAt: '2099-12-18T07:00:00.000Z' }, milk: { ...held, endsAt: '2020-01-01T00:00:00.000Z' } } }));
    page('details');
    const header = await screen.findByTestId('animal-header');
    // On the farm's clock (Madrid, an hour ahead of UTC in December).
    const meat = within(header).getByTestId('withdrawal-meat');
    expect(meat.textContent).toBe('Meat withdrawal until 18/12/2099 8:00 AM');
    expect(meat.getAttribute('title')).toBe('Treatment: Oxitetraciclina 20%');
    expect(within(header).queryByTestId('withdrawal-milk')).toBeNull();
  });

  it('shows no withdrawal when none holds', async () => {
    fakeServer(animalRoutes());
    page('details');
    const header = await screen.findByTestId('animal-header');
    expect(within(header).queryByTestId('withdrawal-meat')).toBeNull();
    expect(within(header).queryByTestId('withdrawal-milk')).toBeNull();
  });

  it('posts a removal record from the dialog', async () => {
    const requests = fakeServer(animalRoutes());
    page('details');
    fireEvent.click(await screen.findByRole('button', { name: 'Record removal' }));
    const dialog = await screen.findByRole('form', { name: 'Record removal' });
    typeDate(/Date of removal/, '2026-11-02', dialog);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'dead' } });
    fireEvent.change(within(dialog).getByLabelText('Destination'), { target: { value: 'Renderer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((sent) => sent.init.method === 'POST')).toBe(true));
    const posted = requests.find((sent) => sent.init.method === 'POST')!;
    expect(posted.path).toBe(`/animal/${ANIMAL_ID}/record`);
    expect(bodyOf(posted.init)).toMatchObject({ type: 'removal', occurredAt: '2026-11-02T00:00:00.000Z', reason: 'dead', destination: 'Renderer' });
    expect(await screen.findByText('Record added')).toBeTruthy();
  });
});

describe('the details tab', { timeout: 20_000 }, () => {
  it('lists the register fields and the family as links', async () => {
    fakeServer(animalRoutes());
    page('details');
    expect(await screen.findByText('REG-9')).toBeTruthy();
    expect(screen.getByText('Polled')).toBeTruthy();
    expect(screen.getByText('32 kg')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'ES-0007 (Toro)' })).getAttribute('href')).toBe(`/animals/${SIRE_ID}/details`);
    expect(screen.getByRole('link', { name: 'ES-0000' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ES-0100 (Nube)' })).toBeTruthy();
  });
});

describe('each tab lists its records', { timeout: 20_000 }, () => {
  const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const records = [
    record('weight', { weight: { value: 480, unit: 'kg' }, method: 'scale' }),
    record('feeding', { feed: 'Hay', amount: { value: 12, unit: 'kg' }, ration: 'Winter' }),
    record('treatment', { product: 'Oxytetracycline', dose: { value: 20, unit: 'mL' }, withdrawalEndsOn: future }),
    record('vaccination', { vaccine: 'IBR', nextDueOn: '2027-04-01' }),
    record('assessment', { bodyConditionScore: 6, hipHeightCm: 132 }),
    record('groupChange', { groupId: lola.groupId, groupName: 'Cows 2023' }),
    record('service', { method: 'artificialInsemination', semenCode: 'AI-77' }, { relatedAnimals: [{ ...lola.sire!, role: 'sire' }] }),
  ];
  it.each([
    ['performance', 'Scale'],
    ['feed', 'Hay'],
    ['health-record', 'Oxytetracycline'],
    ['health-record', 'IBR'],
    ['animal-assessment', '132'],
    ['groupInfo', 'Cows 2023'],
    ['reproduction', 'AI-77'],
  ])('%s shows %s', async (tab, text) => {
    fakeServer(animalRoutes(lola, () => records));
    page(tab);
    const table = await screen.findByRole('table');
    expect(within(table).getByText(text, { exact: false })).toBeTruthy();
    expect(within(table).queryByText('ES-0007 (Toro)') !== null || tab !== 'reproduction').toBe(true);
  });

  it('writes a record’s quantities with the reader’s decimal mark, as the header does', async () => {
    await i18n.changeLanguage('es');
    fakeServer(animalRoutes(lola, () => [record('weight', { weight: { value: 593.8, unit: 'kg' }, method: 'scale' })]));
    page('performance');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('593,8 kg')).toBeTruthy();
  });

  it('highlights a drug withdrawal still running', async () => {
    fakeServer(animalRoutes(lola, () => records));
    page('health-record');
    expect(await screen.findByText(/^Withdrawal until/)).toBeTruthy();
  });

  it('shows a drug’s batch and the withdrawal it set, the end still to come as a chip', async () => {
    const given = record('treatment', {
      product: 'Oxitetraciclina 20%',
      drugId: '00000000-0000-4000-8000-000000000901',
      batch: 'L-2291',
      dose: { value: 20, unit: 'mL' },
      withdrawalEndsOn: null,
      withdrawal: {
        meat: { hours: 672, endsAt: '2099-12-18T07:00:00.000Z', rule: 'label', organic: false },
        milk: { hours: 84, endsAt: '2020-01-04T12:00:00.000Z', rule: 'label', organic: false },
      },
    });
    fakeServer(animalRoutes(lola, () => [given]));
    page('health-record');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('L-2291')).toBeTruthy();
    // On the reader's own clock, whatever the machine's zone.
    expect(within(table).getByText(`Meat until ${instantText('2099-12-18T07:00:00.000Z')}`).closest('.MuiChip-root')).toBeTruthy();
    expect(within(table).getByText(/^Milk until/).closest('.MuiChip-root')).toBeNull();
    expect(within(table).queryByText(/^Withdrawal until/)).toBeNull();
  });

  it('says when milk was not saleable, and why a sale was let through', async () => {
    const milk = record('milk', { yield: { value: 12, unit: 'L' }, session: 'morning', saleable: false });
    const saleable = record('milk', { yield: { value: 11, unit: 'L' }, session: 'evening', saleable: true, withdrawalOverride: { reason: 'Vet cleared it' } });
    fakeServer(animalRoutes(lola, () => [milk, saleable]));
    page('performance');
    const table = await screen.findByRole('table');
    expect(await within(table).findAllByText('Not saleable')).toHaveLength(1);
    expect(within(table).getByText('Vet cleared it')).toBeTruthy();
  });

  it('shows one card per record on a phone, with no table running off the screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer(animalRoutes(lola, () => records));
    page('health-record/edit');
    const list = await screen.findByRole('list', { name: 'Health' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText(/Oxytetracycline/)).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Delete Treatment' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the performance tab', { timeout: 20_000 }, () => {
  it('draws the weight curve and explains the figures and what is missing', async () => {
    fakeServer(animalRoutes());
    page('performance');
    const curve = await screen.findByLabelText('Weight curve', { selector: 'div' });
    expect(curve.textContent).toBe('2023-09-01:210 2026-10-01:480');
    // Days on the time axis, written as the app writes dates (ECharts' own labels fell to hours).
    expect(curve.dataset.firstTick).toBe('01/09/2023');
    expect(screen.getAllByText('0.24 kg/day')).toHaveLength(2);
    expect(screen.getByText('243.4 kg')).toBeTruthy();
    expect(screen.getByText('210.0 kg on 01/09/2023')).toBeTruthy();
    expect(screen.getByText(/No weighing between 320 and 410 days/)).toBeTruthy();
    expect(screen.getByText('No milk yields recorded yet.')).toBeTruthy();
  });

  /** The date a new weight starts on, at 20:00 on the 23rd in Mexico City (the browser's zone), 02:00 UTC on the 24th. */
  async function newWeightDate(animal: typeof lola): Promise<string> {
    // Node reads TZ afresh when it is set: the browser's zone, as a farmer in Jalisco has it.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Mexico_City';
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
    try {
      fakeServer({ ...animalRoutes(animal), [`/animal/${ANIMAL_ID}/record`]: () => noRecords() });
      page('performance/edit');
      fireEvent.click(await screen.findByRole('button', { name: 'Add record' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Add weight' }));
      const form = await screen.findByRole('form', { name: 'Weight' });
      return dateInput(/^Date/, form).value;
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  }

  it('starts a new record on today’s date on the user’s calendar, not UTC’s, when the farm has no time zone', async () => {
    expect(await newWeightDate({ ...lola, farmTimeZone: null })).toBe('23/11/2026');
  });

  it('starts a new record on today’s date on the farm’s clock when the farm has a time zone', async () => {
    // 03:00 on the 24th in Madrid, while the user's browser is still on the 23rd.
    expect(await newWeightDate({ ...lola, farmTimeZone: 'Europe/Madrid' })).toBe('24/11/2026');
  });

  it('adds a weight on the edit page, posting the record and refreshing the header', async () => {
    let weight = lola.currentWeight;
    const requests = fakeServer({
      ...animalRoutes(),
      [`/animal/${ANIMAL_ID}`]: () => envelope({ ...lola, currentWeight: weight }),
      [`/animal/${ANIMAL_ID}/record`]: (init) => {
        if (init.method !== 'POST') return noRecords();
        weight = { value: 495.5, unit: 'kg', on: '2026-11-20T00:00:00.000Z' };
        return envelope(record('weight', { weight: { value: 495.5, unit: 'kg' } }));
      },
    });
    page('performance/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add weight' }));
    const form = await screen.findByRole('form', { name: 'Weight' });
    typeDate(/^Date/, '2026-11-20', form);
    fireEvent.change(within(form).getByLabelText(/^Weight/), { target: { value: '495,5' } });
    fireEvent.change(within(form).getByLabelText('Method'), { target: { value: 'tape' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record added')).toBeTruthy();
    const posted = requests.find((sent) => sent.init.method === 'POST')!;
    expect(bodyOf(posted.init)).toEqual({
      type: 'weight',
      occurredAt: '2026-11-20T00:00:00.000Z',
      status: 'done',
      notes: null,
      weight: { value: 495.5, unit: 'kg' },
      method: 'tape',
    });
    expect(await screen.findByText('495.5 kg on 20/11/2026')).toBeTruthy();
  });

  it('edits a treatment on the health edit page, its fields filled in, and sends the whole record', async () => {
    const treatment = record('treatment', { product: 'Penicillin', dose: null, route: 'intramuscular', withdrawalEndsOn: '2026-10-10' }, { notes: 'Left hind' });
    const requests = fakeServer({
      ...animalRoutes(lola, () => [treatment]),
      [`/animal/${ANIMAL_ID}/record/${treatment.id}`]: (init) => envelope({ ...treatment, details: bodyOf(init) as Record<string, unknown> }),
    });
    page('health-record/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Treatment' }));
    const form = await screen.findByRole('form', { name: 'Treatment' });
    expect((within(form).getByLabelText(/^Product/) as HTMLInputElement).value).toBe('Penicillin');
    fireEvent.change(within(form).getByLabelText(/^Dose/), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record updated')).toBeTruthy();
    const put = requests.find((sent) => sent.init.method === 'PUT')!;
    expect(bodyOf(put.init)).toMatchObject({
      type: 'treatment',
      occurredAt: '2026-10-01T00:00:00.000Z',
      product: 'Penicillin',
      dose: { value: 15, unit: 'mL' },
      route: 'intramuscular',
      withdrawalEndsOn: '2026-10-10',
      notes: 'Left hind',
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    fakeServer({
      ...animalRoutes(),
      [`/animal/${ANIMAL_ID}/record`]: postingRecords(() => errorResponse(422, 'errors.checkAllValues', 'Check', [{ param: 'occurredAt', msg: 'before birth', key: 'animals.recordBeforeBirth' }])),
    });
    page('feed/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Add feeding' }));
    const form = await screen.findByRole('form', { name: 'Feeding' });
    fireEvent.change(within(form).getByLabelText(/^Feed/), { target: { value: 'Hay' } });
    fireEvent.change(within(form).getByLabelText(/^Amount/), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This date is before the animal was born.')).toBeTruthy();
  });
});

describe('the reproduction tab', { timeout: 30_000 }, () => {
  it('registers a calving of two calves and links to them', async () => {
    const calves = [
      { id: '50000000-0000-4000-8000-000000000001', tagNumber: 'ES-0200', nickname: null, gender: 'female' as const, role: 'calf' as const },
      { id: '50000000-0000-4000-8000-000000000002', tagNumber: 'ES-0201', nickname: 'Sol', gender: 'male' as const, role: 'calf' as const },
    ];
    const requests = fakeServer({
      ...animalRoutes(),
      [`/animal/${ANIMAL_ID}/record`]: postingRecords(() => envelope(record('calving', { birthEase: 'someAssistance' }, { relatedAnimals: calves }))),
      '/animal/options': () => envelope([lola.sire]),
    });
    page('reproduction');
    fireEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Calving' }));
    const form = await screen.findByRole('form', { name: 'Calving' });
    typeDate(/^Calving date/, '2026-11-15', form);
    fireEvent.change(within(form).getByLabelText(/^Birth ease/), { target: { value: 'someAssistance' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add another calf' }));
    const [first, second] = within(form).getAllByRole('group', { name: /^Calf/ });
    fireEvent.change(within(first!).getByLabelText(/^Tag number/), { target: { value: 'ES-0200' } });
    fireEvent.change(within(first!).getByLabelText(/^Birth weight/), { target: { value: '31' } });
    fireEvent.change(within(second!).getByLabelText(/^Tag number/), { target: { value: 'ES-0201' } });
    fireEvent.change(within(second!).getByLabelText(/^Gender/), { target: { value: 'male' } });
    fireEvent.change(within(second!).getByLabelText('Nickname'), { target: { value: 'Sol' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('link', { name: 'ES-0201 (Sol)' })).getAttribute('href')).toBe(`/animals/${calves[1]!.id}/details`);
    expect(screen.getByRole('link', { name: 'ES-0200' })).toBeTruthy();
    const posted = requests.find((sent) => sent.init.method === 'POST')!;
    expect(bodyOf(posted.init)).toMatchObject({
      type: 'calving',
      occurredAt: '2026-11-15T00:00:00.000Z',
      birthEase: 'someAssistance',
      calves: [
        { tagNumber: 'ES-0200', gender: 'female', nickname: null, birthWeight: { value: 31, unit: 'kg' } },
        { tagNumber: 'ES-0201', gender: 'male', nickname: 'Sol', birthWeight: null },
      ],
    });
  });

  it('records a service with the sire picked among the herd’s males', async () => {
    const requests = fakeServer({
      ...animalRoutes(),
      [`/animal/${ANIMAL_ID}/record`]: postingRecords(() => envelope(record('service', { method: 'artificialInsemination' }))),
      '/animal/options': () => envelope([lola.sire]),
    });
    page('reproduction');
    fireEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Service' }));
    const form = await screen.findByRole('form', { name: 'Service' });
    fireEvent.change(within(form).getByLabelText(/^Method/), { target: { value: 'artificialInsemination' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Sire' }), { target: { value: 'Toro' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ES-0007 · Toro' }));
    fireEvent.change(within(form).getByLabelText('Technician'), { target: { value: 'Dr Ruiz' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record added')).toBeTruthy();
    expect(requests.some((sent) => sent.path.startsWith('/animal/options?') && sent.path.includes('gender=male'))).toBe(true);
    const posted = requests.find((sent) => sent.init.method === 'POST')!;
    expect(bodyOf(posted.init)).toMatchObject({ type: 'service', method: 'artificialInsemination', sireId: SIRE_ID, technician: 'Dr Ruiz' });
  });

  it('explains to a male’s page that reproduction records are for females', async () => {
    const toro = { ...lola, gender: 'male' as const };
    fakeServer(animalRoutes(toro));
    page('reproduction');
    expect((await screen.findByTestId('empty-state')).textContent).toMatch(/kept for females/);
    expect(screen.queryByRole('button', { name: 'Add record' })).toBeNull();
  });
});

describe('the assessment tab', { timeout: 20_000 }, () => {
  it('asks a bull’s scrotal circumference with docs/product.md §9’s hint, and not a cow’s', async () => {
    fakeServer(animalRoutes({ ...lola, gender: 'male' }));
    const bull = page('animal-assessment/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Add assessment' }));
    const form = await screen.findByRole('form', { name: 'Assessment' });
    expect(within(form).getByLabelText('Scrotal circumference (cm)')).toBeTruthy();
    expect(within(form).getByText(/under 30 cm at 18 months is subfertile; over 34 cm after 20 months/)).toBeTruthy();
    bull.unmount();
    queryClient.clear();
    vi.unstubAllGlobals();
    fakeServer(animalRoutes());
    page('animal-assessment/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Add assessment' }));
    const cowForm = await screen.findByRole('form', { name: 'Assessment' });
    expect(within(cowForm).queryByLabelText('Scrotal circumference (cm)')).toBeNull();
  });
});

describe('the group tab', { timeout: 20_000 }, () => {
  it('moves the animal to another group with a group-change record', async () => {
    const heifers = { id: '30000000-0000-4000-8000-000000000002', name: 'Heifers', description: null, farmId: null, farmName: null, animalCount: 4, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const requests = fakeServer({
      ...animalRoutes(),
      [`/animal/${ANIMAL_ID}/record`]: postingRecords(() => envelope(record('groupChange', { groupId: heifers.id, groupName: 'Heifers' }))),
      '/animal-group': () => envelope({ items: [heifers], total: 1, page: 1, limit: 100 }),
    });
    page('groupInfo');
    expect(within(await screen.findByRole('region', { name: 'Current group and place' })).getByText('Cows 2023')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move to group' }));
    const form = await screen.findByRole('form', { name: 'Group change' });
    await within(form).findByRole('option', { name: 'Heifers' });
    fireEvent.change(within(form).getByLabelText('Group'), { target: { value: heifers.id } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record added')).toBeTruthy();
    expect(sentTo(requests, '/animal-group').path).toBe('/animal-group?limit=100');
    const posted = requests.find((sent) => sent.init.method === 'POST')!;
    expect(bodyOf(posted.init)).toMatchObject({ type: 'groupChange', groupId: heifers.id });
  });
});

describe('notes', { timeout: 20_000 }, () => {
  it('refuses a note of 50 characters with the spec’s message, and says "Note not Added" when saving fails', async () => {
    const requests = fakeServer({
      ...animalRoutes(),
      [`/animal/${ANIMAL_ID}/record`]: postingRecords(() => errorResponse(500, 'errors.somethingWentWrong')),
    });
    page('notes');
    const form = await screen.findByRole('form', { name: 'Note' });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'x'.repeat(50) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Note must be less than 50 characters')).toBeTruthy();
    expect(requests.some((sent) => sent.init.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'Limping on the left hind' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Note not Added')).toBeTruthy();
  });

  it('lists the notes, and deletes one', async () => {
    const note = record('note', { text: 'Calm in the chute' });
    const requests = fakeServer({
      ...animalRoutes(lola, () => [note]),
      [`/animal/${ANIMAL_ID}/record/${note.id}`]: () => envelope(note),
    });
    page('notes');
    expect(await screen.findByText('Calm in the chute')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Note' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Record deleted')).toBeTruthy();
    expect(sentTo(requests, `/animal/${ANIMAL_ID}/record/${note.id}`).init.method).toBe('DELETE');
  });
});

describe('reminders', { timeout: 20_000 }, () => {
  it('marks an overdue reminder and marks it done', async () => {
    const reminder = record('reminder', { text: 'Deworm' }, { status: 'planned', occurredAt: '2026-01-05T00:00:00.000Z' });
    const requests = fakeServer({
      ...animalRoutes(lola, () => [reminder]),
      [`/animal/${ANIMAL_ID}/record/${reminder.id}`]: () => envelope({ ...reminder, status: 'done' }),
    });
    page('reminders');
    const table = await screen.findByRole('table', { name: 'Reminders' });
    expect(within(table).getByText('Overdue')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(requests.some((sent) => sent.init.method === 'PUT')).toBe(true));
    const put = requests.find((sent) => sent.init.method === 'PUT')!;
    expect(bodyOf(put.init)).toMatchObject({ type: 'reminder', status: 'done', text: 'Deworm', occurredAt: '2026-01-05T00:00:00.000Z' });
  });
});

describe('activity and genetics', { timeout: 20_000 }, () => {
  it('lists the animal’s activity with who, when and what', async () => {
    fakeServer({
      ...animalRoutes(),
      [`/activity-log/entity/animal/${ANIMAL_ID}`]: () =>
        envelope([
          {
            id: '60000000-0000-4000-8000-000000000001',
            createdAt: '2026-11-20T10:00:00.000Z',
            action: 'animalRecord.create',
            entityType: 'animal',
            entityId: ANIMAL_ID,
            actor: { id: '22222222-0000-4000-8000-000000000000', name: 'Ada Admin', email: 'admin@ganado.farm' },
            before: null,
            after: { id: 'r1', type: 'weight' },
            ipAddress: null,
          },
        ]),
    });
    page('activity');
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(within(list).getByText('Record added · Weight')).toBeTruthy();
    expect(within(list).getByText(/^Ada Admin · /)).toBeTruthy();
  });

  it('says so, without asking the server, when the role has no activity log', async () => {
    signInForTest({ modules: ['animals'] });
    const requests = fakeServer(animalRoutes());
    page('activity');
    expect((await screen.findByTestId('empty-state')).textContent).toMatch(/does not include the activity log/);
    expect(requests.some((sent) => sent.path.startsWith('/activity-log'))).toBe(false);
  });

  it('shows an empty history when the server has none', async () => {
    fakeServer({ ...animalRoutes(), [`/activity-log/entity/animal/${ANIMAL_ID}`]: () => envelope([]) });
    page('activity');
    expect(await screen.findByText('Nothing has been recorded about this animal yet.')).toBeTruthy();
  });

  it('shows the genetic worth from the genetics module: none before an evaluation', async () => {
    fakeServer({
      ...animalRoutes(),
      [`/genetics/animal/${ANIMAL_ID}/worth`]: () =>
        envelope({ animal: { id: ANIMAL_ID, tagNumber: 'ES-0042', nickname: 'Lola', gender: 'female', breed: null, birthDate: null, farm: null, status: 'active', inbreeding: null }, values: {}, evaluatedAt: null, history: [] }),
    });
    page('genetic-worth');
    expect((await screen.findByTestId('empty-state')).textContent).toMatch(/has not been in a completed genetic evaluation/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
