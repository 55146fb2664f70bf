import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '../app/i18n';
import { renderWithProviders } from '../testing/render';
import { browserCountry, useCountryNames } from './country-names';

const COUNTRIES = [
  { Code: 'US', Name: 'United States' },
  { Code: 'MX', Name: 'Mexico' },
  { Code: 'ES', Name: 'Spain' },
];

function Choices() {
  const { optionsOf } = useCountryNames();
  return <p>{optionsOf(COUNTRIES).map((option) => option.label).join(', ')}</p>;
}

describe('countries', () => {
  it('are named and sorted in the reader’s language', async () => {
    renderWithProviders(<Choices />);
    expect(screen.getByText('Mexico, Spain, United States')).toBeTruthy();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('España, Estados Unidos, México')).toBeTruthy();
  });

  it('are first guessed from the browser’s language', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    expect(browserCountry()).toBe('MX');
    languages.mockReturnValue(['es', 'en']);
    expect(browserCountry()).toBeUndefined();
    languages.mockRestore();
  });
});
