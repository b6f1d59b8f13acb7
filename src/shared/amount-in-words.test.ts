import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

/** Reads Indian-numbering English words back into a number: an independent check of the writer. */
function readEnglish(words: string): number {
  const units: Record<string, number> = Object.fromEntries([
    ...'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
      .split(' ')
      .map((w, i) => [w, i]),
    ...'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ').map((w, i) => [w, (i + 2) * 10]),
  ]);
  const scale: Record<string, number> = { Hundred: 100, Thousand: 1000, Lakh: 1_00_000, Crore: 1_00_00_000 };
  let total = 0;
  let current = 0;
  for (const word of words.split(' ')) {
    if (word in scale) {
      total += current * scale[word]!;
      current = 0;
    } else current += word.split('-').reduce((sum, part) => sum + units[part]!, 0);
  }
  return total + current;
}

describe('amounts in words with Indian numbering', () => {
  it('writes the receipt’s line in English and Hindi', () => {
    expect(amountInWords(1_05_000_00, 'en')).toBe('Rupees One Lakh Five Thousand only');
    expect(amountInWords(1_05_000_00, 'hi')).toBe('रुपये एक लाख पाँच हज़ार मात्र');
    expect(amountInWords(100, 'en')).toBe('Rupees One only');
    expect(amountInWords(150050, 'en')).toBe('Rupees One Thousand Five Hundred and Fifty Paise only');
    expect(amountInWords(150050, 'hi')).toBe('रुपये एक हज़ार पाँच सौ और पचास पैसे मात्र');
    expect(amountInWords(99_99_99_999_00, 'en')).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only',
    );
    expect(amountInWords(99_99_99_999_00, 'hi')).toBe('रुपये निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे मात्र');
  });

  it('has a Hindi word for every number below 100, each different', () => {
    const words = Array.from({ length: 99 }, (_, i) => numberInWords(i + 1, 'hi'));
    expect(new Set(words).size).toBe(99);
    expect([numberInWords(45, 'hi'), numberInWords(79, 'hi'), numberInWords(99, 'hi')]).toEqual(['पैंतालीस', 'उन्यासी', 'निन्यानवे']);
  });

  it('reads back to the same number from ₹1 to ₹1,00,000 and at every place up to ₹99,99,99,999', () => {
    const wrong: number[] = [];
    for (let n = 1; n <= 1_00_000; n++) if (readEnglish(numberInWords(n, 'en')) !== n) wrong.push(n);
    const samples = [1_00_001, 10_00_000, 10_10_101, 99_99_999, 1_00_00_000, 1_00_00_001, 12_34_56_789, 50_00_00_000, 99_99_99_999];
    // The same spread of larger amounts on every run (a linear congruential sequence).
    for (let i = 0, x = 12345; i < 5000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      samples.push(1 + (x % 99_99_99_999));
    }
    for (const n of samples) {
      if (readEnglish(numberInWords(n, 'en')) !== n) wrong.push(n);
      // The Hindi words have the same places as the English.
      if (numberInWords(n, 'hi').split(' ').length !== numberInWords(n, 'en').split(' ').length) wrong.push(-n);
    }
    expect(wrong).toEqual([]);
    expect(() => numberInWords(1_00_00_00_000, 'en')).toThrow(RangeError);
  });
});
