import { describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../../shared/messages/en-website';
import { ApiError } from '../../shared/http/api-error';
import { websiteMessagesHi as hi } from '../../shared/messages/hi-website';
import { volunteerApplicationInput } from '../../shared/schemas/applications';
import { summarizeIssues } from '../../shared/schemas/fields';
import { inPageLanguage, submitErrorMessage } from './submit-error';

const s = en.submit;
const message = (error: unknown, withDetail = false) =>
  submitErrorMessage(error, s, s.volunteerFailed, s.applicationFailedLater, withDetail);

describe('form submission errors (§8)', () => {
  it('maps 403, 5xx and network failures to their texts', () => {
    expect(message(new ApiError(403, '', { error: 'x' }))).toBe('CSRF token validation failed. Please try again.');
    expect(message(new ApiError(500, '', null))).toBe('Server error occurred. Please try again later.');
    expect(message(new ApiError(0, '', null))).toBe('Network error. Please check your connection and try again.');
  });
  it('shows a server error field as is, and the detail field where asked', () => {
    expect(message(new ApiError(400, '', { error: 'Please enter a valid email address' }))).toBe('Please enter a valid email address');
    expect(message(new ApiError(429, '', { detail: 'Slow down' }), true)).toBe('Slow down');
    expect(message(new ApiError(429, '', { detail: 'Slow down' }))).toBe(s.volunteerFailed);
  });
  it('falls back to the form texts', () => {
    expect(message(new ApiError(400, '', null))).toBe('Failed to submit volunteer application. Please try again.');
    expect(message(new TypeError('boom'))).toBe('Failed to submit application. Please try again later.');
  });
});

describe('refusals on a Hindi page (decision 0021)', () => {
  it('says the API’s and the schemas’ known texts in the page’s language', () => {
    const parsed = volunteerApplicationInput.safeParse({ full_name: '', email: 'x', role: 'Teacher' });
    expect(parsed.success).toBe(false);
    const { error } = summarizeIssues(parsed.error!.issues);
    expect(inPageLanguage(error, hi)).toBe(hi.validation.required);
    expect(inPageLanguage('Please enter a valid email address', hi)).toBe(hi.validation.email);
    expect(inPageLanguage(message(new ApiError(429, '', { error: 'Too many requests. Please wait a minute and try again.' })), hi)).toBe(
      hi.submit.rateLimited,
    );
    expect(inPageLanguage(message(new ApiError(500, '', null)), hi)).toBe(hi.submit.serverError);
  });
  it('leaves an English page’s texts and an unknown text as they are', () => {
    expect(inPageLanguage(en.validation.email, en)).toBe(en.validation.email);
    expect(inPageLanguage('Something the catalogue does not know', hi)).toBe('Something the catalogue does not know');
  });
});
