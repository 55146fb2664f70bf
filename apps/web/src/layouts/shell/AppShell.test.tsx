import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { signInForTest } from '../../testing/session';

afterEach(() => vi.unstubAllGlobals());

/** The signed-in frame as assistive technology reads it (docs/decisions.md, "Every page checked by axe"). */
describe('the signed-in shell', () => {
  it('lists the menu’s links as list items, so a screen reader counts each section', async () => {
    // A wide screen, where the menu stands beside the page (jsdom matches no media query by itself).
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    signInForTest();
    renderApp('/myfarm/farmlist');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link.parentElement?.tagName, link.textContent ?? '').toBe('LI');
    for (const list of within(navigation).getAllByRole('list')) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
  });

  it('names the account button by its words and the initials it shows', async () => {
    signInForTest();
    renderApp('/myfarm/farmlist');
    const button = await screen.findByTestId('user-menu-button');
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(await screen.findByRole('button', { name: 'Account menu FF' })).toBe(button);
  });

  it('names the top bar’s language button by all it shows, the code a phone shows too', async () => {
    signInForTest();
    renderApp('/myfarm/farmlist');
    const button = await screen.findByTestId('language-selector');
    expect(button.hasAttribute('aria-label')).toBe(false);
    // jsdom applies no media query, so both the name and the phone's code are in.
    expect(await screen.findByRole('button', { name: 'Language: English EN' })).toBe(button);
  });
});
