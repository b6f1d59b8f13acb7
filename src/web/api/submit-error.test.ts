import { describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../../shared/messages/en-website';
import { ApiError } from '../../shared/http/api-error';
import { submitErrorMessage } from './submit-error';

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
