// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormFiles } from '../lib/use-form';
import { ImageField } from './form-controls';

afterEach(cleanup);

function Field({ current, errors = {} }: { current: string | null; errors?: Record<string, string[]> }) {
  const [files, setFiles] = useState<FormFiles>({});
  const form = {
    values: {},
    files,
    errors,
    setValue: () => {},
    setFile: (name: string, file: File | null) => setFiles((f) => ({ ...f, [name]: file })),
  };
  return <ImageField spec={{ name: 'image', label: 'Photo', kind: 'image' }} form={form} current={current} />;
}

describe('ImageField', () => {
  it('shows the current picture and says how to keep it', () => {
    render(<Field current="http://api.test/media/t.webp" />);
    expect(screen.getByText('Current image')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('http://api.test/media/t.webp');
    expect(screen.getByText('Leave empty to keep the current file.')).toBeTruthy();
  });

  it('shows the chosen picture once picked', async () => {
    render(<Field current={null} />);
    expect(screen.getByText('No image yet.')).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'meera.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Photo/), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByText('Chosen image')).toBeTruthy());
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('shows the schema’s message beside the field', () => {
    render(<Field current={null} errors={{ image: ['Please upload a JPEG, PNG or WebP image.'] }} />);
    expect(screen.getByLabelText(/Photo/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
  });
});
