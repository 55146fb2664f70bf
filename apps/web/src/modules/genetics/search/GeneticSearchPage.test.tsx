import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { signInForTest } from '../../../testing/session';
import { herdReference } from '../list/testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };
/** A trait's row of bounds (a role query over the whole form is slow in jsdom). */
const rowOf = (name: string) => screen.getByLabelText(name, { selector: '[role="group"]' });
const type = (row: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(row).getByLabelText(label), { target: { value } });

describe('the genetic search', { timeout: 60_000 }, () => {
  it('opens the results with the ranges, sex, breed, herd and inactive animals in their URL', async () => {
    fakeServer(herdReference);
    const { router } = renderApp('/genetic-search');
    await screen.findByRole('form', { name: 'Genetic search' }, first);
    type(rowOf('Weaning weight'), /^Min\. EPD/, '10');
    type(rowOf('Weaning weight'), /^Min\. accuracy/, '0,3');
    type(rowOf('Birth weight'), /^Max\. EPD/, '2');
    fireEvent.change(screen.getByLabelText('Sex'), { target: { value: 'male' } });
    await waitFor(() => expect((screen.getByLabelText('Herd (farm)') as HTMLSelectElement).options).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Herd (farm)'), { target: { value: '00000000-0000-4000-8000-000000000101' } });
    fireEvent.click(screen.getByLabelText('Include sold and dead animals'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-list'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      'birthWeight.maxEpd': '2',
      'weaningWeight.minEpd': '10',
      'weaningWeight.minAccuracy': '0.3',
      gender: 'male',
      farmId: '00000000-0000-4000-8000-000000000101',
      includeInactive: 'true',
    });
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says under its field what is wrong with a range, and stays', async () => {
    fakeServer(herdReference);
    const { router } = renderApp('/genetic-search');
    await screen.findByRole('form', { name: 'Genetic search' }, first);
    const yearling = rowOf('Yearling weight');
    type(yearling, /^Min\. EPD/, '30');
    type(yearling, /^Max\. EPD/, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(yearling).findByText('The upper end is below the lower end.')).toBeTruthy();
    // Figures that are no figures are said first (the contract checks the ranges' ends once each is a number).
    type(rowOf('Marbling'), /^Min\. accuracy/, '45');
    type(rowOf('Milk'), /^Max\. EPD/, 'many');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(rowOf('Marbling')).findByText('Enter an accuracy from 0 to 1.')).toBeTruthy();
    expect(within(rowOf('Milk')).getByText('This value is not valid.')).toBeTruthy();
    expect(screen.getByText('Check the ranges marked.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/genetic-search');
  });

  it('starts from the criteria it was sent back with, and clears them', async () => {
    fakeServer(herdReference);
    renderApp('/genetic-search?weaningWeight.minEpd=10&gender=female&includeInactive=true');
    await screen.findByRole('form', { name: 'Genetic search' }, first);
    expect((within(rowOf('Weaning weight')).getByLabelText(/^Min\. EPD/) as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Sex') as HTMLSelectElement).value).toBe('female');
    expect((screen.getByLabelText('Include sold and dead animals') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((within(rowOf('Weaning weight')).getByLabelText(/^Min\. EPD/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Sex') as HTMLSelectElement).value).toBe('');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer(herdReference);
    renderApp('/genetic-search');
    await screen.findByRole('form', { name: 'Búsqueda genética' }, first);
    const ribeye = rowOf('Área del ojo de costilla');
    expect(within(ribeye).getByLabelText(/^DEP mín\./)).toBeTruthy();
    expect(within(ribeye).getByText('DEP, cm²')).toBeTruthy();
    expect(within(ribeye).getByLabelText(/^Prec\. máx\./)).toBeTruthy();
    expect(screen.getByLabelText('Hato (finca)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });
});
