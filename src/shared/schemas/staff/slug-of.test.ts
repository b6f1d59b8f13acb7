import { describe, expect, it } from 'vitest';
import { slug, slugOf } from './site-content';

describe('slugOf', () => {
  it('makes a valid slug from a program title', () => {
    for (const [title, made] of [
      ['Board Exam Coaching (Class 10)', 'board-exam-coaching-class-10'],
      ['  JEE & NEET — Foundation  ', 'jee-neet-foundation'],
      ['Café Pédagogie', 'cafe-pedagogie'],
    ] as const) {
      expect(slugOf(title)).toBe(made);
      expect(slug().safeParse(made).success).toBe(true);
    }
  });

  it('gives "" for a title without Latin letters or digits, and at most 80 characters without a trailing hyphen', () => {
    expect(slugOf('बोर्ड परीक्षा')).toBe('');
    const long = slugOf(`${'a'.repeat(79)} b`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });
});
