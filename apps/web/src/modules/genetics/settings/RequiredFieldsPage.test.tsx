import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { bodyOf, fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { defaultRequired } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };

describe('the required fields', { timeout: 30_000 }, () => {
  it('ticks the fields a submission requires, by section, and saves them in the sheet’s order', async () => {
    const requests = fakeServer({
      '/genetics/settings/required-fields': (init) => (init.method === 'PUT' ? envelope({ fields: ['regNo', 'carcassWeight'], isDefault: false }) : envelope(defaultRequired)),
    });
    renderApp('/genetics/requiredFieldsSetting');
    const birth = await screen.findByLabelText('Birth', { selector: 'section' }, first);
    expect((within(birth).getByLabelText('Birth weight') as HTMLInputElement).checked).toBe(true);
    expect((within(birth).getByLabelText('Breeder herd code') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Default fields')).toBeTruthy();
    expect(screen.getByText(/9 fields are ticked\.$/)).toBeTruthy();
    expect([...document.querySelectorAll('section')].map((section) => section.getAttribute('aria-label'))).toEqual(['Identity', 'Birth', 'Weaning', 'Yearling', 'Carcass']);

    fireEvent.click(within(screen.getByLabelText('Carcass', { selector: 'section' })).getByLabelText('Carcass weight'));
    expect(screen.queryByText('Default fields')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use the default fields' }));
    expect((within(screen.getByLabelText('Carcass', { selector: 'section' })).getByLabelText('Carcass weight') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(birth).getByLabelText('Birth weight'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    const put = requests.find((request) => request.init.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ fields: ['regNo', 'animalName', 'gender', 'damId', 'sireId', 'dateOfBirth', 'weaningWeight', 'weaningDate'] });
  });

  it('shows the server’s refusal', async () => {
    fakeServer({
      '/genetics/settings/required-fields': (init) => (init.method === 'PUT' ? errorResponse(500, 'errors.somethingWentWrongTryLater') : envelope(defaultRequired)),
    });
    renderApp('/genetics/requiredFieldsSetting');
    await screen.findByLabelText('Birth', { selector: 'section' }, first);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('form-alert')).textContent).not.toBe('');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/settings/required-fields': () => envelope(defaultRequired) });
    renderApp('/genetics/requiredFieldsSetting');
    const birth = await screen.findByLabelText('Nacimiento', { selector: 'section' }, first);
    expect(within(birth).getByLabelText('Peso al nacer')).toBeTruthy();
    expect(screen.getByText(/Hay 9 campos marcados\.$/)).toBeTruthy();
  });
});
