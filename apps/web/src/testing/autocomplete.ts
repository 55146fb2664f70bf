import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Picks an option of the autocomplete labelled `label` (within `scope`, the page when left out)
 * after typing `typed`, as a person does. The options come from a debounced server search, which
 * on a loaded CI machine takes longer than findBy's default second: the wait is for the option.
 */
export async function pickOption(label: RegExp, typed: string, option: RegExp, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
}
