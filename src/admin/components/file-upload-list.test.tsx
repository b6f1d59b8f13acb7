// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUploadList, formatBytes, type UploadItem } from './file-upload-list';

afterEach(cleanup);

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileUploadList', () => {
  it('shows each file’s own progress bar and outcome', () => {
    const items: UploadItem[] = [
      { id: 'a', file: file('a.png'), status: 'waiting', progress: 0 },
      { id: 'b', file: file('b.png'), status: 'uploading', progress: 0.42 },
      { id: 'c', file: file('c.png'), status: 'done', progress: 1 },
      { id: 'd', file: file('d.png'), status: 'failed', progress: 1, error: 'The file is not a JPEG, PNG or WebP image.' },
    ];
    const remove = vi.fn();
    render(<FileUploadList items={items} onRemove={remove} />);
    expect(screen.getAllByRole('progressbar').map((p) => [p.getAttribute('aria-label'), p.getAttribute('value')])).toEqual([
      ['Upload of a.png', '0'],
      ['Upload of b.png', '42'],
      ['Upload of c.png', '100'],
      ['Upload of d.png', '100'],
    ]);
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not uploaded: The file is not a JPEG, PNG or WebP image.');
    // Only a file not yet sent can be taken off the list.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Remove a.png from the list']);
    fireEvent.click(screen.getByRole('button'));
    expect(remove).toHaveBeenCalledWith('a');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
