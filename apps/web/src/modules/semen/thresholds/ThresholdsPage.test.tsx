import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { thresholds, USER_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const puts = (requests: SentRequest[]) => requests.filter((request) => request.path === '/semen/thresholds' && request.init.method === 'PUT');
const changed = { ...thresholds, minPostThawMotilityPercent: 40, healthTestDays: 60, updatedAt: '2026-10-20T15:30:00.000Z', updatedBy: { id: USER_ID, name: 'Fran Farmer' } };

/** The organisation's thresholds, the starting ones until saved; `save` answers a change. */
function thresholdsServer(save: () => Response = () => envelope(changed)) {
  let current = thresholds;
  return fakeServer({
    '/semen/thresholds': (init) => {
      if (init.method !== 'PUT') return envelope(current);
      const answer = save();
      if (answer.ok) current = changed;
      return answer;
    },
  });
}
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the approval thresholds', { timeout: 30_000 }, () => {
  it('shows the starting thresholds, saves a change and says who made it', async () => {
    const requests = thresholdsServer();
    renderApp('/semen-automation/thresholds');
    await screen.findByTestId('thresholds-form');
    expect([/^Minimum post-thaw motility/, /^Minimum concentration/, /^Minimum fresh motility/, /^Minimum normal forms/, /^Health test window/].map((label) => field(label).value)).toEqual(['30', '300', '60', '70', '90']);
    expect(screen.getByTestId('thresholds-changed').textContent).toBe('Not changed yet: these are the starting values, not a standard.');
    expect(screen.getByRole('tab', { name: 'Thresholds' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.change(field(/^Minimum post-thaw motility/), { target: { value: '40' } });
    fireEvent.change(field(/^Health test window/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('Approval thresholds saved.')).toBeTruthy();
    expect(bodyOf(puts(requests)[0]!.init)).toEqual({ minPostThawMotilityPercent: 40, minConcentrationMillionPerMl: 300, minMotilityPercent: 60, minNormalFormsPercent: 70, healthTestDays: 60 });
    await waitFor(() => expect(screen.getByTestId('thresholds-changed').textContent).toBe('Last changed by Fran Farmer on 20/10/2026 3:30 PM.'));
  });

  it('checks each threshold before sending, and shows a refusal under its field', async () => {
    const requests = thresholdsServer(() => errorResponse(422, 'errors.checkAllValues', 'Something went wrong. Please check all the values carefully.', [{ param: 'minConcentrationMillionPerMl', msg: 'This figure is too large to be right: check the units.', key: 'semen.implausible' }]));
    renderApp('/semen-automation/thresholds');
    await screen.findByTestId('thresholds-form');
    fireEvent.change(field(/^Health test window/), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('Enter from 1 to 365 days.')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);

    fireEvent.change(field(/^Health test window/), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    const concentration = field(/^Minimum concentration/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(concentration).findByText('This figure is too large to be right: check the units.')).toBeTruthy();
    expect(screen.getByTestId('form-alert').textContent).toBe('Something went wrong. Please check all the values carefully.');
  });

  it('lets a viewer without semen automation read them, not change them, in Spanish', async () => {
    await i18n.changeLanguage('es');
    signInForTest({ modules: ['animals'] });
    thresholdsServer();
    renderApp('/semen-automation/thresholds');
    await screen.findByTestId('thresholds-form');
    expect(field(/^Motilidad posdescongelación mínima/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar umbrales' })).toBeNull();
    expect(screen.getByTestId('thresholds-changed').textContent).toBe('Aún sin cambiar: son los valores de partida, no una norma.');
  });
});
