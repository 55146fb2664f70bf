import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnimalReference } from '@ganado/shared/animals';
import { fakeServer } from '../../../testing/fake-server';
import { renderWithProviders } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { AnimalPicker } from './AnimalPicker';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const bull = (id: string, tagNumber: string): AnimalReference => ({ id: `00000000-0000-4000-8000-00000000060${id}`, tagNumber, nickname: null, gender: 'male' });

describe('the animal picker', { timeout: 20_000 }, () => {
  it('searches the server for animals of the gender asked, leaving out the animal itself', async () => {
    const [toro, self] = [bull('1', 'ES-7'), bull('2', 'ES-8')];
    const requests = fakeServer({ '/animal/options': () => envelope([toro, self]) });
    const onChange = vi.fn();
    renderWithProviders(<AnimalPicker label="Sire" value={null} onChange={onChange} gender="male" bornBefore="2025-01-01" excludeId={self.id} error="Choose a male" />);
    expect(screen.getByText('Choose a male')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sire' }), { target: { value: 'es' } });
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/animal/options?search=es&gender=male&bornBefore=2025-01-01'));
    const offered = await screen.findByRole('option', { name: 'ES-7' });
    expect(screen.queryByRole('option', { name: 'ES-8' })).toBeNull();
    fireEvent.click(offered);
    expect(onChange).toHaveBeenCalledWith(toro);
  });
});
