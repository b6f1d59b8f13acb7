// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studentAfterTest } from '../../../shared/messages/en-student-after-test';
import { fill } from '../../lib/messages';
import { json, renderConsole } from '../../test-support/render-console';
import PipelinePage from './pipeline-page';
import { pipelineTestRow } from './pipeline-test-rows';

afterEach(cleanup);

const row = pipelineTestRow;

const report = {
  cycle_id: 1,
  statuses: ['submitted', 'selected'],
  tables: ['district', 'class', 'gender', 'school_type'].map((dimension) => ({
    dimension,
    rows: [{ value: 'Almora', counts: [6, '<5'], total: 7 }],
    totals: [6, '<5'],
    total: 7,
  })),
};

/** The page against a scripted API; each POST is kept (its URL and body) and answered with `post`. */
function renderPage(api: { rows: unknown[]; post: unknown; postStatus?: number; erasure?: unknown[] }) {
  const posts: { url: string; body: unknown }[] = [];
  renderConsole(<PipelinePage />, {
    token: 't',
    reply: (url, init) => {
      if (url.includes('/cycles/')) return json([{ id: 1, name: 'Screening 2026' }]);
      if (url.includes('/erasure/')) return json(api.erasure ?? []);
      if (url.includes('/reports/')) return json(report);
      if (init.method !== 'POST') return json({ rows: api.rows, total: api.rows.length });
      posts.push({ url, body: init.body });
      return json(api.post, api.postStatus ?? 200);
    },
  });
  return posts;
}

describe("the pipeline page's parts after consent and after the test", () => {
  it('records a paper consent for the one ticked application waiting for it, sending the form with its scan', async () => {
    const posts = renderPage({
      rows: [row(4, 'UK26-000004D', 'pending_consent'), row(5, 'UK26-000005E', 'submitted')],
      post: { id: 4, number: 'UK26-000004D', status: 'submitted' },
      postStatus: 201,
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('form', { name: studentAfterTest.paper.title })).toBeNull();
    fireEvent.click(screen.getByLabelText('Select UK26-000004D'));
    const form = await screen.findByRole('form', { name: studentAfterTest.paper.title });
    fireEvent.change(within(form).getByLabelText(studentAfterTest.paper.parentName), { target: { value: 'Sunita Devi' } });
    fireEvent.change(within(form).getByLabelText(studentAfterTest.paper.relationship), { target: { value: 'mother' } });
    fireEvent.click(within(form).getByLabelText(studentAfterTest.paper.adult));
    fireEvent.click(within(form).getByLabelText(studentAfterTest.paper.purposeNames.sms_alerts));
    const scan = new File(['%PDF-1.4 signed'], 'form.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText(studentAfterTest.paper.scan), { target: { files: [scan] } });
    fireEvent.submit(form);
    await screen.findByText('Consent recorded: application UK26-000004D is submitted.');
    // An application whose consent was given by code has no signed form to open.
    fireEvent.click(screen.getByLabelText('Select UK26-000005E'));
    expect(screen.queryByText(studentAfterTest.paper.view, { selector: 'button' })).toBeNull();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('http://api.test/api/student-applications/pipeline/4/paper-consent/');
    const sent = posts[0]!.body as FormData;
    expect(sent.get('parent_name')).toBe('Sunita Devi');
    expect(sent.get('parent_relationship')).toBe('mother');
    expect(sent.get('adult')).toBe('on');
    expect(sent.getAll('consents')).toEqual(['sms_alerts']);
    expect((sent.get('scan') as File).name).toBe('form.pdf');
  });

  it("shows a cycle's reports as the API sends them, its erasure's dry run, and turns its selected into students", async () => {
    const posts = renderPage({
      rows: [row(5, 'UK26-000005E', 'selected', true, 'paper')],
      post: { promoted: 3, already: 1 },
      erasure: [
        {
          cycle_id: 1,
          name: 'Screening 2026',
          code: 'UK26',
          closes_at: '2026-04-30T18:29:00Z',
          erase_from: '2026-10-27T18:29:00Z',
          due: false,
          count: 41,
        },
      ],
    });
    // Tables found by their captions (a role query over the whole page is slow in happy-dom).
    const table = async (caption: string) => (await screen.findByText(caption, { selector: 'caption' })).closest('table') as HTMLElement;
    const erasure = await table(studentAfterTest.erasure.title);
    expect(within(erasure).getByText('41')).toBeTruthy();
    const button = (name: string) => screen.queryByText(name, { selector: 'button' });
    expect(button(studentAfterTest.promote.run)).toBeNull();
    await screen.findByText('Screening 2026', { selector: 'option' });
    fireEvent.change(screen.getByLabelText('Cycle'), { target: { value: '1' } });
    fireEvent.click(button('Show')!);
    const district = await table('District');
    // The one ticked application consented on paper: its signed form opens from here.
    fireEvent.click(screen.getByLabelText('Select UK26-000005E'));
    expect(button(studentAfterTest.paper.view)).not.toBeNull();
    fireEvent.click(screen.getByLabelText('Select UK26-000005E'));
    expect(within(district).getAllByText('<5')).toHaveLength(2);
    fireEvent.click(button(studentAfterTest.promote.run)!);
    const dialog = (await screen.findByText(fill(studentAfterTest.promote.confirm, { cycle: 'Screening 2026' }))).closest(
      '.dialog',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByText(studentAfterTest.promote.run, { selector: 'button' }));
    await screen.findByText('3 new students; 1 already were.');
    await waitFor(() =>
      expect(posts.map((p) => [p.url, JSON.parse(String(p.body))])).toEqual([
        ['http://api.test/api/student-applications/pipeline/promote/', { cycle_id: 1 }],
      ]),
    );
  });
});
