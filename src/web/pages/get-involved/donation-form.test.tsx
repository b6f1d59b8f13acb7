// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DonationOffer } from '../../../shared/schemas/donations';
import { renderWithApp } from '../../test-support/render-with-app';
import { DonationForm } from './donation-form';

afterEach(cleanup);

const UPI: DonationOffer = {
  kind: 'upi',
  reference: 'DN-ABCDEFGHJK',
  amount: '2000.00',
  upi_link: 'upi://pay?pa=trust@sbi&pn=Test%20Trust&tr=DN-ABCDEFGHJK&tn=Donation%20DN-ABCDEFGHJK&am=2000.00&cu=INR',
  upi_id: 'trust@sbi',
  payee_name: 'Test Trust',
  card_step: true,
};

/** An API that answers POST /api/donations/ with `offer` and the CSRF call with a token; the bodies posted are kept. */
function api(offer: DonationOffer) {
  const posted: unknown[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/csrf/')) return new Response(JSON.stringify({ csrfToken: 'x'.repeat(43) }), { status: 200 });
    posted.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(offer), { status: 201, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, posted };
}

describe('DonationForm', () => {
  it('filters the amount, enables Continue only for a positive amount, asks the declaration before any payment option', async () => {
    const server = api(UPI);
    const { container } = renderWithApp(<DonationForm />, { fetch: server.fetch });
    const amount = screen.getByLabelText('Amount (INR)') as HTMLInputElement;
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '0' } });
    expect(next.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '12a.5.0' } });
    expect(amount.value).toBe('12.50');
    expect(next.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '₹2000' }));
    expect(amount.value).toBe('2000');
    fireEvent.click(next);
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose one of the two statements');
    expect(server.posted).toEqual([]);

    fireEvent.click(screen.getByLabelText(/I am a citizen of India/));
    fireEvent.click(next);
    const qr = (await screen.findByRole('img')) as HTMLImageElement;
    expect(server.posted).toEqual([{ amount: '2000', declaration: 'indian', lang: 'en' }]);
    expect(qr.getAttribute('src')).toBe('http://api.test/api/donations/DN-ABCDEFGHJK/qr.svg');
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(UPI.upi_link);

    const form = container.querySelector('form[target="_blank"]')!;
    expect(form.getAttribute('action')).toBe('https://donate.test/donate');
    expect(form.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries(
      [...form.querySelectorAll('input[type="hidden"]')].map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]),
    );
    expect(fields).toMatchObject({ amount: '2000', currency_code: 'INR', no_recurring: '0', business: 'TEST-BUSINESS' });
    expect(fields.item_name).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Amount (INR)') as HTMLInputElement).value).toBe('2000');
  });

  it('someone not an Indian citizen is shown the explanation and no payment option', async () => {
    const server = api({ kind: 'foreign', fcra_details: '' });
    const { container } = renderWithApp(<DonationForm />, { fetch: server.fetch });
    fireEvent.change(screen.getByLabelText('Amount (INR)'), { target: { value: '500' } });
    fireEvent.click(screen.getByLabelText(/I am not an Indian citizen/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Thank you for wanting to help')).toBeTruthy();
    expect(container.querySelector('img, a[href^="upi:"], form[target="_blank"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('the card step is hidden when the settings turn it off', async () => {
    const server = api({ ...UPI, card_step: false });
    const { container } = renderWithApp(<DonationForm />, { fetch: server.fetch });
    fireEvent.change(screen.getByLabelText('Amount (INR)'), { target: { value: '500' } });
    fireEvent.click(screen.getByLabelText(/I am a citizen of India/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('img')).toBeTruthy());
    expect(container.querySelector('form[target="_blank"]')).toBeNull();
  });
});
