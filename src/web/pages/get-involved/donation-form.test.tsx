// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render-with-app';
import { DonationForm } from './donation-form';

afterEach(cleanup);

describe('DonationForm', () => {
  it('filters the amount, enables Continue only for a positive amount, and posts the provider form', () => {
    const { container } = renderWithApp(<DonationForm />);
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

    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('https://donate.test/donate');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('target')).toBe('_blank');
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));
    expect(fields).toMatchObject({ amount: '2000', currency_code: 'INR', no_recurring: '0', business: 'TEST-BUSINESS' });
    expect(fields.item_name).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Amount (INR)') as HTMLInputElement).value).toBe('2000');
  });
});
