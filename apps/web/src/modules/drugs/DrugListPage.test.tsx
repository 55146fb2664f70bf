import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { cattle, pageOfItems } from '../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { signInForTest } from '../../testing/session';
import { antibiotic, DRUG_ID } from './testing';
import { catchDownloads } from '../../testing/downloads';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

/** The query of the latest cabinet list request. */
const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/drug?')).at(-1)!.path.split('?')[1]));

describe('the drug list', { timeout: 30_000 }, () => {
  it('shows the drugs with their stock and flags, and asks the server to filter, sort and search', async () => {
    const requests = fakeServer({ '/drug': () => pageOfItems([antibiotic]), '/species': cattle });
    const { router } = renderApp('/drugList');
    const table = await screen.findByRole('table', { name: 'Drugs' });
    const row = within(table).getByRole('link', { name: 'Oxitetraciclina 20%' }).closest('tr')!;
    expect(within(row).getByText('Oxytetracycline')).toBeTruthy();
    expect(within(row).getByText('350 mL')).toBeTruthy();
    expect(within(row).getByText('30/06/2030')).toBeTruthy();
    expect(within(row).getByText('Low stock')).toBeTruthy();
    expect(within(row).getByText('Prescription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register drug' }).getAttribute('href')).toBe('/drugList/drugregister');
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    await waitFor(() => expect(screen.getByRole('option', { name: 'Cattle' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Species on the label'), { target: { value: 'cattle' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'injection' } });
    fireEvent.click(screen.getByLabelText('Prescription only'));
    fireEvent.click(screen.getByLabelText('Low stock only'));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ species: 'cattle', drugFormat: 'injection', prescriptionOnly: 'true', lowStock: 'true', page: '1', limit: '25' }));

    fireEvent.click(within(screen.getByRole('table', { name: 'Drugs' })).getByText('Stock on hand'));
    await waitFor(() => expect(lastListQuery(requests).col).toBe('stockOnHand'));
    fireEvent.click(within(screen.getByRole('table', { name: 'Drugs' })).getByText('Stock on hand'));
    await waitFor(() => expect(lastListQuery(requests).desc).toBe('true'));

    fireEvent.change(screen.getByLabelText('Search by name, generic name, manufacturer or ingredient'), { target: { value: 'oxi' } });
    await waitFor(() => expect(lastListQuery(requests).search).toBe('oxi'));
    // The filters live in the URL, so back, forward and reload keep them.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ species: 'cattle', lowStock: 'true', col: 'stockOnHand', desc: 'true' });

    fireEvent.click(within(screen.getByRole('table', { name: 'Drugs' })).getByRole('link', { name: 'Oxitetraciclina 20%' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/drugList/${DRUG_ID}`));
  });

  it('says the cabinet is empty, and that nothing matches once filtered, in Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/drug': () => pageOfItems([]), '/species': cattle });
    const view = renderApp('/drugList');
    expect(await screen.findByText('El botiquín está vacío. Registre el primer medicamento para llevar sus existencias.')).toBeTruthy();
    view.unmount();
    renderApp('/drugList?lowStock=true');
    expect(await screen.findByText('Ningún medicamento coincide.')).toBeTruthy();
  });

  it('shows the drugs as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer({ '/drug': () => pageOfItems([antibiotic]), '/species': cattle });
    renderApp('/drugList');
    const card = await screen.findByRole('article', { name: 'Oxitetraciclina 20%' });
    expect(within(card).getByText('350 mL · next expiry 30/06/2030')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the filtered, sorted list', async () => {
    const click = catchDownloads('blob:drugs');
    const requests = fakeServer({ '/drug': () => pageOfItems([antibiotic]), '/species': cattle, '/drug/export': () => new Response('name\nOxitetraciclina 20%\n') });
    renderApp('/drugList?drugFormat=injection&col=name&desc=true');
    await screen.findByRole('table', { name: 'Drugs' });
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requests.find((request) => request.path.startsWith('/drug/export?'))!;
    expect(Object.fromEntries(new URLSearchParams(exported.path.split('?')[1]))).toEqual({ drugFormat: 'injection', format: 'xlsx', col: 'name', desc: 'true' });
    click.mockRestore();
  });
});
