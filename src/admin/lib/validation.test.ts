import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { studentInput } from '../../shared/schemas/staff/students';
import { updateInput } from '../../shared/schemas/staff/announcements';
import { ApiError } from '../../shared/http/api-error';
import { check, errorsOf } from './validation';

describe('check', () => {
  it('gives the shared schema’s messages field by field, the required message first', () => {
    const result = check(studentInput, {
      name: '',
      standard: '13',
      school: 'GIC',
      village: 'Tawaghat',
      district: 'Pithoragarh',
      gender: 'female',
      camp: '1',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(en.validation.required);
    expect(result.errors).toEqual({ name: [en.validation.required], standard: [en.staff.classRange] });
  });

  it('returns the parsed payload when the values pass', () => {
    const result = check(updateInput, { title: ' Exam ', text: 'On Sunday', camp_id: '', time: '' });
    expect(result).toMatchObject({ ok: true, data: { title: 'Exam', camp_id: null, time: null } });
  });
});

describe('errorsOf', () => {
  it('puts server errors beside the fields shown and the rest in the summary', () => {
    const errors = { file: ['Please attach a file.'], camp: ['There is no camp with this id.'] };
    const error = new ApiError(400, 'Please attach a file.', { error: 'Please attach a file.', errors });
    expect(errorsOf(error, ['file', 'title'])).toEqual({
      error: 'Please attach a file. There is no camp with this id.',
      errors: { file: ['Please attach a file.'] },
    });
  });

  it('never shows an unexpected error’s own text', () => {
    expect(errorsOf(new Error('TypeError: x is undefined'))).toEqual({ error: en.api.serverError, errors: {} });
  });
});
