import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { testPaperEdit, testPaperFields } from '../../shared/schemas/staff/tests';
import { formData, fromLocalInput, schemaCheck, showDate, showDateTime, toLocalInput } from './resource';

describe('schemaCheck', () => {
  const checkPaper = (editing: boolean) => schemaCheck(editing ? testPaperEdit : testPaperFields, { name: 'file', requiredOnCreate: true });
  const values = { title: 'Weekly test 3', type: 'weekly', exam_date: '', camp: '' };

  it('asks for the PDF of a new record, not of an edited one', () => {
    expect(checkPaper(false)(values, {}, false)).toEqual({ error: en.staff.fileRequired, errors: { file: [en.staff.fileRequired] } });
    expect(checkPaper(true)(values, {}, true)).toBeNull();
    expect(checkPaper(false)(values, { file: new File(['%PDF'], 'a.pdf') }, false)).toBeNull();
  });

  it('reports the schema’s errors together with the missing file', () => {
    const result = checkPaper(false)({ ...values, type: 'monthly', exam_date: '2026-02-30' }, {}, false);
    expect(result?.errors).toEqual({ type: [en.staff.paperType], exam_date: [en.staff.invalidDate], file: [en.staff.fileRequired] });
  });
});

describe('formData', () => {
  it('sends the named text fields and the chosen files only', () => {
    const file = new File(['x'], 'p.pdf', { type: 'application/pdf' });
    const body = formData({ title: 'T', camp: '', secret: 's' }, ['title', 'camp'], { file, image: null });
    expect([...body.keys()]).toEqual(['title', 'camp', 'file']);
    expect(body.get('camp')).toBe('');
    expect((body.get('file') as File).name).toBe('p.pdf');
  });
});

describe('dates', () => {
  it('round-trips a datetime-local value, in India time, through an ISO timestamp', () => {
    const iso = fromLocalInput('2026-06-20T10:00');
    expect(iso).toBe('2026-06-20T04:30:00.000Z');
    expect(toLocalInput(iso)).toBe('2026-06-20T10:00');
    expect(fromLocalInput('  ')).toBe('');
    expect(toLocalInput(null)).toBe('');
  });

  it('shows dates day first (§3)', () => {
    expect(showDate('2026-06-14')).toBe('14-06-2026');
    expect(showDate('2026-06-14T20:00:00.000Z')).toBe('15-06-2026');
    expect(showDate(null)).toBe('');
    expect(showDateTime('2026-06-14T20:00:00.000Z')).toBe('15-06-2026 1:30 AM');
    expect(showDateTime('not a date')).toBe('not a date');
  });
});
