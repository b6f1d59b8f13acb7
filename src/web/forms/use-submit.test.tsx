// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-support/render-with-app';
import { type SubmitOptions, useSubmit } from './use-submit';

afterEach(cleanup);

const initial = { name: '', email: '', subject: '', message: '', website: '' };
type Values = typeof initial;

function Demo(props: { send(input: unknown): Promise<unknown>; afterSuccess?: SubmitOptions<Values, unknown>['afterSuccess'] }) {
  const form = useSubmit<Values, unknown>({
    kind: 'contact',
    initial,
    schema: (s) => s.contactMessageInput,
    mutation: { mutateAsync: props.send, isPending: false },
    success: 'Sent.',
    failed: 'Refused.',
    failedLater: 'Try later.',
    afterSuccess: props.afterSuccess,
  });
  return (
    <form onSubmit={form.onSubmit}>
      {(['name', 'email', 'subject', 'message'] as const).map((field) => (
        <input
          key={field}
          aria-label={field}
          aria-invalid={form.bad(field)}
          value={form.values[field]}
          onChange={(e) => form.set(field)(e.target.value)}
        />
      ))}
      <p data-testid="success">{form.success}</p>
      <p data-testid="error">{form.error}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const fill = (values: Partial<Values>) => {
  for (const [field, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(field), { target: { value } });
};
const valid = { name: 'Asha', email: 'asha@example.org', subject: 'Camps', message: 'When is the next camp?' };

describe('useSubmit', () => {
  it('refuses values the schema refuses, marking the fields, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderWithApp(<Demo send={send} />);
    fill({ ...valid, email: 'not an address' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('error').textContent).not.toBe(''));
    expect(screen.getByLabelText('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked values, empties the form, and clears the success text after the given time', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderWithApp(<Demo send={send} afterSuccess={{ ms: 60 }} />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('success').textContent).toBe('Sent.'));
    expect(send).toHaveBeenCalledWith(expect.objectContaining(valid));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByTestId('success').textContent).toBe(''));
  });

  it('runs the given step instead of clearing, after the given time', async () => {
    const run = vi.fn();
    renderWithApp(<Demo send={() => Promise.resolve({})} afterSuccess={{ ms: 30, run }} />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('success').textContent).toBe('Sent.');
  });

  it('says a send that failed without a reply should be tried later, and keeps the values', async () => {
    renderWithApp(<Demo send={() => Promise.reject(new Error('offline'))} />);
    fill(valid);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Try later.'));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Asha');
    expect(screen.getByTestId('success').textContent).toBe('');
  });
});
