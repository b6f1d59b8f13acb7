import { describe, expect, it } from 'vitest';
import { donationSettingsFields, donationStartInput } from './schemas/donations';
import { PERSONAL_UPI_ID, rupees, UPI_ID_PATTERN, upiPayLink } from './upi';

describe('the upi://pay link', () => {
  it('carries pa, pn, tr, tn, am with two decimals and cu=INR, spaces as %20 and the @ kept', () => {
    expect(
      upiPayLink({
        upiId: 'hillcamps.trust@sbi',
        payeeName: 'Hill Camps Trust',
        paise: 150000,
        note: 'Donation DN-ABC',
        reference: 'DN-ABC',
      }),
    ).toBe('upi://pay?pa=hillcamps.trust@sbi&pn=Hill%20Camps%20Trust&tr=DN-ABC&tn=Donation%20DN-ABC&am=1500.00&cu=INR');
  });
  it('adds the merchant code when there is one, and encodes what could break the query', () => {
    const link = upiPayLink({ upiId: 'trust@icici', payeeName: 'A&B Trust', merchantCode: '8398', paise: 5, note: 'x', reference: 'R_1' });
    expect(link).toBe('upi://pay?pa=trust@icici&pn=A%26B%20Trust&mc=8398&tr=R_1&tn=x&am=0.05&cu=INR');
  });
  it('writes paise as rupees with two decimals', () => {
    expect([rupees(1), rupees(100), rupees(12345), rupees(10000000)]).toEqual(['0.01', '1.00', '123.45', '100000.00']);
  });
});

describe('the merchant UPI ID', () => {
  it('takes handle@provider and refuses what is not one', () => {
    expect(['hillcamps@sbi', 'hill.camps-trust@okaxis', 'HC_1@ybl'].every((id) => UPI_ID_PATTERN.test(id))).toBe(true);
    expect(['hillcamps', '@sbi', 'a b@sbi', 'x@1bank', 'hill@camps@sbi'].some((id) => UPI_ID_PATTERN.test(id))).toBe(false);
  });
  it('refuses a mobile number’s (personal) UPI ID in the settings', () => {
    expect(PERSONAL_UPI_ID.test('9876543210@ybl')).toBe(true);
    const parsed = donationSettingsFields.partial().safeParse({ upi_id: '9876543210@ybl' });
    expect(parsed.success).toBe(false);
    expect(donationSettingsFields.partial().parse({ upi_id: 'hillcamps@sbi', trust_pan: 'aaatr1234q' })).toMatchObject({
      trust_pan: 'AAATR1234Q',
    });
  });
});

describe('the start of a donation', () => {
  it('reads the amount in paise, with at most two decimals, above 0 and at most ₹99,99,99,999', () => {
    expect(donationStartInput.parse({ amount: '1500.5', declaration: 'indian' }).amount).toBe(150050);
    for (const amount of ['0', '0.00', '1.234', 'abc', '', '1000000000'])
      expect(donationStartInput.safeParse({ amount, declaration: 'indian' }).success, amount).toBe(false);
    expect(donationStartInput.parse({ amount: '999999999', declaration: 'foreign' }).amount).toBe(99_99_99_999_00);
  });
  it('needs the declaration', () => {
    expect(donationStartInput.safeParse({ amount: '500' }).success).toBe(false);
    expect(donationStartInput.safeParse({ amount: '500', declaration: 'oci' }).success).toBe(false);
  });
});
