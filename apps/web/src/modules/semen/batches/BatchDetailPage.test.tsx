import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Batch } from '@ganado/shared/semen';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { approvedBatch, BATCH_ID, quarantineBatch, rejectedBatch, SIRE_ID, thresholds, titan } from '../testing';
import { catchDownloads } from '../../../testing/downloads';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const BATCH_PATH = `/semen/batch/${BATCH_ID}`;
const DECISION_PATH = `${BATCH_PATH}/decision`;
const decisions = (requests: SentRequest[]) => requests.filter((request) => request.path === DECISION_PATH);

/** The batch's page served from `batch`; a decision answers `decide` and, accepted, the batch becomes `after`. */
function batchServer(batch: Batch, decide?: (init: RequestInit) => Response, after?: Batch) {
  let current = batch;
  return fakeServer({
    [BATCH_PATH]: () => envelope(current),
    [DECISION_PATH]: (init) => {
      const answer = decide?.(init) ?? envelope(after);
      if (answer.ok && after) current = after;
      return answer;
    },
    '/semen/thresholds': () => envelope(thresholds),
    [`/semen/sire/${SIRE_ID}`]: () => envelope(titan),
    // An approved batch lists its packs: none stored yet.
    '/semen/pack': () => envelope({ items: [], total: 0, page: 1, limit: 100 }),
  });
}

const checkText = (scope: HTMLElement, check: string) => within(scope).getByTestId(`check-${check}`).textContent;
const actionButtons = () => ['Approve', 'Reject'].filter((name) => screen.queryByRole('button', { name }));

describe('a semen batch’s page', { timeout: 30_000 }, () => {
  it('shows the batch’s sire, collection and straws, and each threshold as it meets it', async () => {
    batchServer(quarantineBatch);
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    expect((await screen.findByTestId('batch-code')).textContent).toBe('7HO12345-20261015-1');
    expect(within(screen.getByTestId('batch-code').parentElement!).getByText('Quarantine')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Batch' });
    for (const text of ['Titán (7HO12345)', '15/10/2026 8:30 AM', 'Centro Genético Norte', 'Not measured yet']) expect(within(details).getByText(text)).toBeTruthy();
    expect(within(details).getAllByText('450 straws')).toHaveLength(2);

    const checks = screen.getByRole('list', { name: 'Approval checks' });
    expect(checkText(checks, 'postThawMotility')).toBe('Post-thaw motilityNot measured yet · minimum 30 %Not measured');
    expect(checkText(checks, 'concentration')).toBe('Concentration1,200 million/mL · minimum 300 million/mLMet');
    expect(checkText(checks, 'normalForms')).toBe('Normal forms82 % · minimum 70 %Met');
    expect(checkText(checks, 'healthTest')).toBe('Donor health testNegative test 75 days before the collection · within 90 daysMet');
    expect(actionButtons()).toEqual(['Approve', 'Reject']);
    expect(screen.getByRole('link', { name: 'Sire: Titán' }).getAttribute('href')).toBe(`/semen-automation/sires/${SIRE_ID}`);
  });

  it('approves with the post-thaw motility, previewing the checks as it is typed, and says who decided', async () => {
    const requests = batchServer(quarantineBatch, undefined, approvedBatch);
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve batch 7HO12345-20261015-1?' });
    const preview = await within(dialog).findByRole('list', { name: 'Checks with this figure' });
    expect(checkText(preview, 'postThawMotility')).toBe('Post-thaw motilityNot measured yet · minimum 30 %Not measured');

    fireEvent.change(within(dialog).getByLabelText(/^Post-thaw motility/), { target: { value: '25' } });
    await waitFor(() => expect(checkText(preview, 'postThawMotility')).toBe('Post-thaw motility25 % · minimum 30 %Not met'));
    expect(within(dialog).getByTestId('approval-warning').textContent).toBe('This batch does not meet every threshold: it cannot be approved.');
    fireEvent.change(within(dialog).getByLabelText(/^Post-thaw motility/), { target: { value: '42,5' } });
    await waitFor(() => expect(checkText(preview, 'postThawMotility')).toBe('Post-thaw motility42.5 % · minimum 30 %Met'));
    expect(within(dialog).queryByTestId('approval-warning')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Batch decided.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(decisions(requests)[0]!.init)).toEqual({ decision: 'approve', postThawMotilityPercent: 42.5 });
    expect((await screen.findByTestId('batch-decision')).textContent).toBe('Approved by Fran Farmer on 20/10/2026 3:30 PM.');
    expect(actionButtons()).toEqual([]);
  });

  it('asks for the post-thaw motility before sending, and shows the server’s refusal under the field and above it', async () => {
    // Each reason as the server words it, its figures filled in (and given apart, as `params`).
    const reasons = [
      { param: 'postThawMotilityPercent', msg: 'Post-thaw motility of 42 % is below the minimum of 50 %.', key: 'semen.postThawMotilityLow', params: { value: '42', minimum: '50' } },
      { param: 'decision', msg: 'No negative health test of the sire covers the 30 days before this collection, or a test since was positive.', key: 'semen.healthTestMissing', params: { value: '', minimum: '30' } },
    ];
    const requests = batchServer(quarantineBatch, () => errorResponse(422, 'errors.batchNotUpdated', 'Batch not Updated', reasons));
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve batch 7HO12345-20261015-1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Enter the post-thaw motility measured before approving.')).toBeTruthy();
    expect(decisions(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Post-thaw motility/), { target: { value: '42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByTestId('form-alert');
    expect(within(alert).getByText('Batch not Updated')).toBeTruthy();
    expect(within(alert).getByText('No negative health test of the sire covers the 30 days before this collection, or a test since was positive.')).toBeTruthy();
    const field = within(dialog).getByLabelText(/^Post-thaw motility/).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('Post-thaw motility of 42 % is below the minimum of 50 %.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('rejects with the reason given; a refusal is said above the page', async () => {
    const requests = batchServer(quarantineBatch, () =>
      errorResponse(409, 'errors.batchNotUpdated', 'Batch not Updated', [{ param: 'decision', msg: 'This batch has already been approved or rejected.', key: 'semen.batchDecided' }]),
    );
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject batch 7HO12345-20261015-1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the batch is rejected.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Why is it rejected/), { target: { value: ' Straws cracked in the tank ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const alert = await screen.findByTestId('form-alert');
    expect(within(alert).getByText('Batch not Updated')).toBeTruthy();
    expect(within(alert).getByText('This batch has already been approved or rejected.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(decisions(requests)[0]!.init)).toEqual({ decision: 'reject', reason: 'Straws cracked in the tank' });
  });

  it('shows a rejected batch’s reason, and offers no decision', async () => {
    batchServer(rejectedBatch);
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    expect((await screen.findByTestId('batch-decision')).textContent).toBe('Rejected by Fran Farmer on 20/10/2026 3:30 PM.Reason: Straws cracked in the tank');
    expect(actionButtons()).toEqual([]);
  });

  it('prints the batch’s straw labels as the server makes them', async () => {
    const click = catchDownloads('blob:labels');
    const requests = fakeServer({
      [BATCH_PATH]: () => envelope(rejectedBatch),
      [`${BATCH_PATH}/labels`]: () => new Response('%PDF-1.3'),
    });
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Straw labels (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.path.includes('/labels')).map((request) => request.path)).toEqual([`${BATCH_PATH}/labels`]);
    click.mockRestore();
  });

  it('offers a viewer without semen automation neither approval nor rejection', async () => {
    signInForTest({ modules: ['animals'] });
    batchServer(quarantineBatch);
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    await screen.findByRole('list', { name: 'Approval checks' });
    expect(actionButtons()).toEqual([]);
  });
});
