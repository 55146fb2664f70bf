import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_VARIANCES } from '@ganado/shared/genetics';
import i18n from '../../../app/i18n';
import { bodyOf, fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { defaultSettings, settingsAnswer } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };
/** A section by its name (a role query over the whole long form is slow in jsdom). */
const sectionOf = (name: string) => screen.getByLabelText(name, { selector: 'section' });
const field = (section: HTMLElement, label: RegExp) => within(section).getByLabelText(label) as HTMLInputElement;

describe('the model settings', { timeout: 30_000 }, () => {
  it('shows each trait’s variances with the heritability they imply, worked out as they are typed, the defaults marked and restorable', async () => {
    fakeServer({ '/genetics/settings/model': () => settingsAnswer() });
    renderApp('/genetics/modelSettings');
    await screen.findByRole('form', { name: 'Variance components' }, first);
    const birth = sectionOf('Birth weight');
    expect(field(birth, /^Direct genetic variance \(kg²\)/).value).toBe('6.28');
    expect(field(birth, /^Residual variance \(kg²\)/).value).toBe('13.97');
    expect(within(birth).queryByLabelText(/^Maternal genetic variance/)).toBeNull();
    expect(within(birth).getByTestId('implied-birthWeight').textContent).toBe('Heritability 0.31 · total variance 20.25 kg²');
    expect(within(birth).getByText('Published defaults')).toBeTruthy();

    const weaning = sectionOf('Weaning weight');
    expect(field(weaning, /^Maternal genetic variance/).value).toBe(String(DEFAULT_VARIANCES.weaningWeight.maternal));
    expect(field(weaning, /^Direct–maternal covariance/).value).toBe(String(DEFAULT_VARIANCES.weaningWeight.directMaternal));
    expect(within(weaning).getByTestId('implied-weaningWeight').textContent).toBe('Heritability 0.24 · maternal heritability 0.13 · direct–maternal correlation -0.16 · total variance 900 kg²');

    fireEvent.change(field(birth, /^Direct genetic variance/), { target: { value: '13,97' } });
    expect(within(birth).getByTestId('implied-birthWeight').textContent).toBe('Heritability 0.50 · total variance 27.94 kg²');
    expect(within(birth).queryByText('Published defaults')).toBeNull();
    fireEvent.change(field(birth, /^Residual variance/), { target: { value: '' } });
    expect(within(birth).getByText('Enter every variance to see the heritability.')).toBeTruthy();
    fireEvent.click(within(birth).getByRole('button', { name: 'Use the published defaults' }));
    await waitFor(() => expect(field(birth, /^Direct genetic variance/).value).toBe('6.28'));
    expect(within(birth).getByText('Published defaults')).toBeTruthy();
    expect(screen.getByTestId('settings-changed').textContent).toBe('These are the published defaults; no one has changed them yet.');
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Required fields' }).getAttribute('href')).toBe('/genetics/requiredFieldsSetting');
  });

  it('saves every trait, weaning weight with its maternal components, and says so', async () => {
    const saved = { ...defaultSettings, updatedAt: '2026-11-21T09:00:00.000Z' };
    const requests = fakeServer({ '/genetics/settings/model': (init) => (init.method === 'PUT' ? envelope(saved) : settingsAnswer()) });
    renderApp('/genetics/modelSettings');
    await screen.findByRole('form', { name: 'Variance components' }, first);
    fireEvent.change(field(sectionOf('Marbling'), /^Direct genetic variance/), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    const body = bodyOf(requests.find((request) => request.init.method === 'PUT')!.init) as { traits: Record<string, unknown>[] };
    expect(body.traits.map((entry) => entry.trait)).toEqual(['birthWeight', 'weaningWeight', 'yearlingWeight', 'carcassWeight', 'marbling', 'ribeyeArea', 'fatThickness']);
    expect(body.traits[0]).toEqual({ trait: 'birthWeight', direct: 6.28, residual: 13.97 });
    expect(body.traits[1]).toEqual({ trait: 'weaningWeight', ...DEFAULT_VARIANCES.weaningWeight });
    expect(body.traits[4]).toMatchObject({ trait: 'marbling', direct: 4000 });
  });

  it('checks the figures before sending: a blank or a covariance too large for its variances', async () => {
    const requests = fakeServer({ '/genetics/settings/model': () => settingsAnswer() });
    renderApp('/genetics/modelSettings');
    await screen.findByRole('form', { name: 'Variance components' }, first);
    fireEvent.change(field(sectionOf('Weaning weight'), /^Direct–maternal covariance/), { target: { value: '-200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(sectionOf('Weaning weight')).findByText(/^The covariance must be smaller/)).toBeTruthy();
    fireEvent.change(field(sectionOf('Weaning weight'), /^Direct–maternal covariance/), { target: { value: '-20' } });
    fireEvent.change(field(sectionOf('Yearling weight'), /^Residual variance/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(sectionOf('Yearling weight')).findByText('This value is not valid.')).toBeTruthy();
    expect(requests.some((request) => request.init.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field errors under their fields', async () => {
    fakeServer({
      '/genetics/settings/model': (init) =>
        init.method === 'PUT'
          ? errorResponse(422, 'errors.checkAllValues', 'Check the values', [{ param: 'traits.5.direct', msg: 'This figure is too large to be right: check the units.', key: 'genetics.implausible' }])
          : settingsAnswer(),
    });
    renderApp('/genetics/modelSettings');
    await screen.findByRole('form', { name: 'Variance components' }, first);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ribeye = sectionOf('Ribeye area');
    expect(await within(ribeye).findByText('This figure is too large to be right: check the units.')).toBeTruthy();
    expect(field(ribeye, /^Direct genetic variance/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s failure to load them', async () => {
    fakeServer({ '/genetics/settings/model': () => errorResponse(500, 'errors.somethingWentWrongTryLater') });
    renderApp('/genetics/modelSettings');
    expect(await screen.findByRole('button', { name: 'Try again' }, first)).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/settings/model': () => settingsAnswer() });
    renderApp('/genetics/modelSettings');
    await screen.findByRole('form', { name: 'Componentes de varianza' }, first);
    const weaning = sectionOf('Peso al destete');
    expect(within(weaning).getByTestId('implied-weaningWeight').textContent).toBe('Heredabilidad 0,24 · heredabilidad materna 0,13 · correlación directa–materna -0,16 · varianza total 900 kg²');
    expect(field(weaning, /^Varianza de ambiente permanente de la madre \(kg²\)/).value).toBe('72');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
