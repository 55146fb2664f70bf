import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { envelope, errorResponse } from '../../testing/session';

afterEach(() => vi.unstubAllGlobals());

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('/otp (docs/product.md §2, §8)', { timeout: 20_000 }, () => {
  it('finds the account, sends the code to the chosen contact, and verifies it', async () => {
    const requests = fakeServer({
      '/forget-password/get-user-details/ana%40finca.es': () => envelope({ email: 'a***@finca.es', mobile: '******4567' }),
      '/user/send-otp/mobile': () => envelope(null),
      '/user/verify-otp': (init) => ((bodyOf(init) as { otp: string }).otp === '123456' ? envelope(null) : errorResponse(400, 'errors.incorrectOtp')),
    });
    renderApp('/otp?email=Ana@Finca.es');
    await screen.findByTestId('otp-page');
    click('Continue');
    fireEvent.click(await screen.findByLabelText('Phone ******4567'));
    click('Send code');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('OTP sent successfully');

    const otp = screen.getByLabelText('6-digit code');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '000000' } });
    click('Verify');
    expect(await screen.findByText('Incorrect OTP')).toBeTruthy();
    fireEvent.change(otp, { target: { value: '123456' } });
    click('Verify');
    expect(await screen.findByText('Your account is verified.')).toBeTruthy();
    expect(bodyOf(sentTo(requests, '/user/send-otp/mobile').init)).toEqual({ email: 'ana@finca.es' });
    expect(bodyOf(sentTo(requests, '/user/verify-otp').init)).toEqual({ credential: 'ana@finca.es', otp: '000000', licenseKey: '' });
  });
});
