// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studentPipeline } from '../../../shared/messages/en-student-pipeline';
import { json, renderConsole } from '../../test-support/render-console';
import PipelinePage from './pipeline-page';
import { pipelineTestRow } from './pipeline-test-rows';

afterEach(cleanup);

const row = pipelineTestRow;

describe('the applications pipeline page', () => {
  it('filters, moves the ticked applications, and shows a refusal without consent as the API words it', async () => {
    const posts: { url: string; body: unknown }[] = [];
    let refuse = false;
    const { requests } = renderConsole(<PipelinePage />, {
      token: 't',
      reply: (url, init) => {
        if (url.includes('/cycles/')) return json([{ id: 1, name: 'Screening 2026' }]);
        if (url.includes('/erasure/')) return json([]);
        if (init.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          if (refuse) return json({ error: studentPipeline.errors.withoutConsent }, 409);
          return json({ changed: 2, messages: 1 });
        }
        return json({ rows: [row(1, 'UK26-000001A', 'submitted', false), row(2, 'UK26-000002B', 'submitted', false)], total: 2 });
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('******3210')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'submitted' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Pithoragarh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.includes('status=submitted') && r.url.includes('district=Pithoragarh'))).toBe(true),
    );

    fireEvent.click(screen.getByLabelText('Select UK26-000001A'));
    fireEvent.click(screen.getByLabelText('Select UK26-000002B'));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await screen.findByText('2 moved; 1 parents messaged.');
    expect(posts[0]).toEqual({
      url: 'http://api.test/api/student-applications/pipeline/status/',
      body: { ids: [1, 2], status: 'shortlisted' },
    });

    refuse = true;
    fireEvent.click(screen.getByLabelText('Select UK26-000001A'));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect((await screen.findByRole('alert')).textContent).toBe(studentPipeline.errors.withoutConsent);
  });
});
