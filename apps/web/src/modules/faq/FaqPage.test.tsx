import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';

const nightCall = {
  id: '00000000-0000-4000-8000-000000000001',
  topic: 'farm',
  questionEn: 'Who do I call at night?',
  answerEn: 'Mateo, then the vet on duty.',
  questionEs: '¿A quién llamo de noche?',
  answerEs: 'A Mateo y luego al veterinario de guardia.',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the FAQ page', { timeout: 20_000 }, () => {
  it('lists Ganado’s questions and the organisation’s by topic, and finds them as one types; a farmer cannot edit', async () => {
    signInForTest({ userRoles: ['farmer'] });
    fakeServer({ '/faq': () => envelope([nightCall]) });
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: 'Who do I call at night?' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'On this farm' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'PASSWORD' } });
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(1));
    expect(screen.getByText(/choose Forgot password/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'vet duty' } });
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(1));
    expect(screen.getByText('Mateo, then the vet on duty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change “Who do I call at night?”' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'tractor' } });
    expect((await screen.findByTestId('faq-no-match')).textContent).toBe('No question matches “tractor”. Try fewer or other words, or open an enquiry.');
  });

  it('shows the organisation’s entry in Spanish to a Spanish reader', async () => {
    signInForTest({ userRoles: ['farmer'] });
    await i18n.changeLanguage('es');
    fakeServer({ '/faq': () => envelope([nightCall]) });
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: '¿A quién llamo de noche?' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'En esta explotación' })).toBeTruthy();
  });

  it('lets an administrator add a question, showing a refused field under it', async () => {
    signInForTest({ userRoles: ['admin'] });
    let tries = 0;
    const requests = fakeServer({
      '/faq': (init) => {
        if (init.method !== 'POST') return envelope([]);
        tries += 1;
        return tries === 1 ? errorResponse(422, 'errors.validation', 'Check the form', [{ param: 'answerEs', msg: 'Write the answer.', key: 'faq.answerRequired' }]) : envelope(nightCall);
      },
    });
    renderApp('/faq');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    fireEvent.change(within(dialog).getByLabelText('Question in English'), { target: { value: 'Who do I call at night?' } });
    fireEvent.change(within(dialog).getByLabelText('Answer in English'), { target: { value: 'Mateo, then the vet on duty.' } });
    // Checked before sending: a question in Spanish without its answer.
    fireEvent.change(within(dialog).getByLabelText('Question in Spanish'), { target: { value: '¿A quién llamo?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the answer.')).toBeTruthy();
    expect(requests.filter((request) => request.init.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Question in Spanish'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((request) => request.init.method === 'POST')).toHaveLength(1));
    expect(await within(dialog).findByText('Write the answer.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question added')).toBeTruthy();
    expect(bodyOf(requests.filter((request) => request.init.method === 'POST')[1]!.init)).toEqual({
      topic: 'farm',
      questionEn: 'Who do I call at night?',
      answerEn: 'Mateo, then the vet on duty.',
      questionEs: '',
      answerEs: '',
    });
  });
});
