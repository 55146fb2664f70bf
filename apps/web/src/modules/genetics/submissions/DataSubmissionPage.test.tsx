import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pickOption } from '../../../testing/autocomplete';
import { catchDownloads } from '../../../testing/downloads';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { dehesa, FARM_ID } from '../../../testing/farms';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { CALF_ID, OTHER_CALF_ID, renderGeneticsPage } from '../shared/testing';
import { checkedTwo, listed, submission, SUBMISSION_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const CHECK = '/genetics/submission/check';
const calls = (requests: SentRequest[], path: string) => requests.filter((request) => request.path === path);
const calves = [
  { id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero', gender: 'male' },
  { id: OTHER_CALF_ID, tagNumber: 'ES-0101', nickname: null, gender: 'male' },
];
const chips = () => within(screen.getByRole('list', { name: 'Chosen animals' })).getAllByRole('listitem').map((item) => item.querySelector('.MuiChip-label')?.textContent);

/** The check answers `check` (then, once an animal is left out, every one ready); the file is made and downloaded. */
function submissionServer(check: (init: RequestInit) => Response = () => envelope(checkedTwo)) {
  return fakeServer({
    '/animal/options': () => envelope(calves),
    '/farm': () => envelope({ items: [dehesa], total: 1, page: 1, limit: 1000 }),
    '/genetics': () => envelope({ items: [listed(OTHER_CALF_ID, 'ES-0101', '2025-05-02'), listed(CALF_ID, 'ES-0100', '2025-03-01'), listed('00000000-0000-4000-8000-000000000c09', 'ES-0090', '2024-04-01')], total: 3, page: 1, limit: 1000 }),
    [CHECK]: check,
    '/genetics/submission': () => envelope(submission),
    [`/genetics/submission/${SUBMISSION_ID}/file`]: () => new Response('regNo,animalName\n'),
  });
}

async function chooseCalves(form: HTMLElement) {
  await pickOption(/^Add an animal/, 'ES-01', /ES-0100 · Lucero/, form);
  await pickOption(/^Add an animal/, 'ES-01', /^ES-0101$/, form);
}

describe('making a data submission', { timeout: 30_000 }, () => {
  it('checks the sheets, lists what each incomplete animal lacks with a link to fix it, leaves them out, then makes and downloads the file', async () => {
    const click = catchDownloads('blob:submission');
    const requests = submissionServer((init) => {
      const { animalIds } = bodyOf(init) as { animalIds: string[] };
      return envelope(animalIds.length === 2 ? checkedTwo : { ...checkedTwo, animals: [checkedTwo.animals[0]], ready: 1 });
    });
    renderGeneticsPage('/genetics/v2/data-submission');
    const form = await screen.findByTestId('submission-form');
    expect(screen.getAllByRole('link', { name: 'Required fields settings' })[0]!.getAttribute('href')).toBe('/genetics/requiredFieldsSetting');
    await chooseCalves(form);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Yearling' }));
    expect((within(form).getByRole('button', { name: 'Make the file' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Check the sheets' }));

    const result = await screen.findByTestId('submission-check');
    expect(bodyOf(calls(requests, CHECK)[0]!.init)).toEqual({ animalIds: [CALF_ID, OTHER_CALF_ID], sections: ['birth', 'weaning', 'yearling'] });
    expect(within(result).getByTestId('check-summary').textContent).toBe('1 of 2 animals ready to send.');
    expect(within(result).getByText(/Each animal must have: Registration number, Animal name, Weaning weight, Weaning date\./)).toBeTruthy();
    const missing = within(result).getByTestId(`missing-${OTHER_CALF_ID}`);
    expect([...missing.querySelectorAll('th,td')].map((cell) => cell.textContent)).toEqual(['ES-0101Fix the sheet', 'Weaning weight, Weaning date']);
    expect(within(missing).getByRole('link', { name: 'Fix the sheet of ES-0101' }).getAttribute('href')).toBe(`/genetics/edit/v2/${OTHER_CALF_ID}`);
    expect((within(form).getByRole('button', { name: 'Make the file' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(result).getByRole('button', { name: 'Leave out the incomplete animal' }));
    await waitFor(() => expect(within(screen.getByTestId('submission-check')).getByTestId('check-summary').textContent).toBe('1 of 1 animal ready to send.'));
    expect(chips()).toEqual(['ES-0100 · Lucero']);
    const make = within(form).getByRole('button', { name: 'Make the file' }) as HTMLButtonElement;
    await waitFor(() => expect(make.disabled).toBe(false));
    fireEvent.click(make);

    expect((await screen.findByTestId('form-alert')).textContent).toBe('Submission file made.submission-2026-02-10-1.csv (1 animal) was downloaded, and is kept in the submissions made.');
    expect(bodyOf(calls(requests, '/genetics/submission')[0]!.init)).toEqual({ animalIds: [CALF_ID], sections: ['birth', 'weaning', 'yearling'] });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls(requests, `/genetics/submission/${SUBMISSION_ID}/file`)).toHaveLength(1);
    click.mockRestore();
  });

  it('adds the active calves of a farm born in a year, read from the genetics list', async () => {
    const requests = submissionServer();
    renderGeneticsPage('/genetics/v2/data-submission');
    await screen.findByTestId('submission-form');
    const helper = screen.getByRole('group', { name: 'Add the active calves of a farm and year' });
    await within(helper).findByRole('option', { name: 'La Dehesa' });
    fireEvent.change(within(helper).getByLabelText('Farm'), { target: { value: FARM_ID } });
    fireEvent.change(within(helper).getByLabelText('Born in'), { target: { value: '2025' } });
    fireEvent.click(within(helper).getByRole('button', { name: 'Add the calves' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('2 calves born in 2025: 2 added to the animals.');
    expect(chips()).toEqual(['ES-0101', 'ES-0100']);
    const query = Object.fromEntries(new URLSearchParams(requests.find((request) => request.path.startsWith('/genetics?'))!.path.split('?')[1]));
    expect(query).toEqual({ farmId: FARM_ID, col: 'birthDate', desc: 'true', page: '1', limit: '1000' });
  });

  it('asks for animals and a section before checking', async () => {
    const requests = submissionServer();
    renderGeneticsPage('/genetics/v2/data-submission');
    const form = await screen.findByTestId('submission-form');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Birth' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Weaning' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Check the sheets' }));
    expect(await within(form).findByText('Choose at least one animal.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one section to submit.')).toBeTruthy();
    expect(calls(requests, CHECK)).toHaveLength(0);
  });

  it('says a changed choice needs checking again', async () => {
    submissionServer();
    renderGeneticsPage('/genetics/v2/data-submission');
    const form = await screen.findByTestId('submission-form');
    await chooseCalves(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Check the sheets' }));
    await screen.findByTestId('submission-check');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Carcass' }));
    expect(await screen.findByText('The animals or sections changed since this check: check again before making the file.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('shows the server’s refusal of the file: a sheet completed elsewhere was emptied since the check', async () => {
    const refusal = { param: 'animalIds', msg: '1 of the animals lack a field the submission requires.', key: 'genetics.submissionIncomplete', params: { count: '1' } };
    fakeServer({
      '/animal/options': () => envelope(calves),
      [CHECK]: () => envelope({ ...checkedTwo, animals: [checkedTwo.animals[0]], ready: 1 }),
      '/genetics/submission': () =>
        new Response(JSON.stringify({ code: 422, success: false, message: '1 of the animals lack a field the submission requires.', key: 'genetics.submissionIncomplete', errors: [refusal] }), { status: 422, headers: { 'Content-Type': 'application/json' } }),
    });
    renderGeneticsPage('/genetics/v2/data-submission');
    const form = await screen.findByTestId('submission-form');
    await pickOption(/^Add an animal/, 'ES-01', /ES-0100 · Lucero/, form);
    fireEvent.click(within(form).getByRole('button', { name: 'Check the sheets' }));
    const make = within(form).getByRole('button', { name: 'Make the file' }) as HTMLButtonElement;
    await waitFor(() => expect(make.disabled).toBe(false));
    fireEvent.click(make);
    expect(await within(form).findByRole('group', { name: 'Animals' })).toBeTruthy();
    await waitFor(() => expect(within(within(form).getByRole('group', { name: 'Animals' })).getByText('1 of the animals lack a field the submission requires.')).toBeTruthy());
    expect(within(form).getByTestId('form-alert').textContent).toBe('1 of the animals lack a field the submission requires.');
  });

  it('names an animal the server does not find', async () => {
    submissionServer(() => errorResponse(404, 'errors.notFound', 'The record was not found.', [{ param: 'animalIds.1', msg: 'The record was not found.', key: 'errors.notFound' }]));
    renderGeneticsPage('/genetics/v2/data-submission');
    const form = await screen.findByTestId('submission-form');
    await chooseCalves(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Check the sheets' }));
    expect(await within(form).findByText('ES-0101: The record was not found.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    submissionServer();
    renderGeneticsPage('/genetics/v2/data-submission');
    const form = await screen.findByTestId('submission-form');
    await pickOption(/^Añadir un animal/, 'ES-01', /ES-0100 · Lucero/, form);
    await pickOption(/^Añadir un animal/, 'ES-01', /^ES-0101$/, form);
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar las hojas' }));
    const result = await screen.findByTestId('submission-check');
    expect(within(result).getByTestId('check-summary').textContent).toBe('1 de 2 animales listos para enviar.');
    expect([...within(result).getByTestId(`missing-${OTHER_CALF_ID}`).querySelectorAll('th,td')].map((cell) => cell.textContent)).toEqual(['ES-0101Corregir la hoja', 'Peso al destete, Fecha de destete']);
    expect(within(result).getByRole('button', { name: 'Dejar fuera el animal incompleto' })).toBeTruthy();
  });
});
