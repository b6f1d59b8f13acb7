// Donations the way people in India give (decision 0037): the declaration, UPI, bank transfer and the
// foreign citizen's path on the website, the checks of the donation settings, and the console's
// donation screens. The trust's own words (FCRA and bank details, the deduction's wording) are
// settings staff edit, not catalogue texts. Hindi: hi-donations.ts.

export const donations = {
  declarationTitle: 'Who may give',
  statementLink: 'Given before? Download your 80G receipts',
  declarationLegend: 'Please tell us which applies to you',
  declarationIndian: 'I am a citizen of India (NRIs included) and this gift is from my own funds',
  declarationForeign: 'I am not an Indian citizen, or I hold an OCI or PIO card',
  declarationRequired: 'Please choose one of the two statements',
  foreignTitle: 'Thank you for wanting to help',
  foreignText:
    'Indian law (the Foreign Contribution (Regulation) Act) lets a trust accept gifts from people who are not Indian citizens, OCI and PIO card holders included, only once it is registered under that Act. The trust is not registered yet, so we cannot accept your gift online. You can still help: volunteer with us, or tell friends in India about the camps.',
  foreignFcraText: 'The trust is registered under the Foreign Contribution (Regulation) Act. Please give only to its FCRA account:',
  payUpiTitle: 'Pay by UPI',
  payUpiText: 'Scan this code with any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank’s app), or tap the button on your phone.',
  qrAlt: 'UPI QR code to pay ₹{amount} to {name}, reference {reference}',
  payWithApp: 'Pay with a UPI app',
  referenceLine: 'Your donation’s reference: {reference}',
  upiId: 'UPI ID: {upiId}',
  bankTitle: 'Pay by bank transfer',
  bankText:
    'UPI takes at most ₹1,00,000 in one payment. For ₹{amount}, please transfer to the trust’s account (NEFT or RTGS) and write the reference {reference} in the remarks:',
  notSetUp: 'Online giving is being set up. Please write to the trust to give.',
  cardTitle: 'Paying from a card issued abroad?',
  startFailed: 'We could not prepare your donation. Please try again.',
  paidTitle: 'I have paid',
  paidText: 'Tell us about your payment so that we can match it with our bank statement and send your receipt.',
  utr: 'UPI reference (UTR, 12 digits)',
  utrHint: 'Your UPI app shows it with the payment, as "UTR" or "UPI Ref. No."',
  paidAmount: 'Amount paid (₹)',
  paidOn: 'Date of payment',
  donorName: 'Your name as on your PAN card',
  donorAddress: 'Your address',
  donorPan: 'PAN (optional)',
  panHint: 'Needed for an 80G receipt: without your PAN the trust cannot report your gift for the tax deduction.',
  donorEmail: 'Email',
  donorPhone: 'Phone',
  contactHint: 'Your e-mail or phone (at least one): where your receipt goes.',
  sendReport: 'Send',
  reportSuccess: 'Thank you! We will send your receipt once the payment shows in our bank statement.',
  reportFailed: 'We could not record your payment. Please try again.',
  reportFailedLater: 'We could not record your payment. Please try again later.',
} as const;

/** Every text a string: another language's catalogue has the same keys. */
export type DonationMessages = Record<keyof typeof donations, string>;

/** The API's checks and the receipt's texts: the server's only (a page does not load them). */
export const donationRecords = {
  upiIdInvalid: 'Enter a UPI ID such as trustname@bank',
  upiIdPersonal:
    'This looks like a personal UPI ID (a mobile number). Payments with an amount to a personal ID fail in the UPI apps: use the trust’s merchant UPI ID.',
  merchantCodeInvalid: 'The merchant category code has 4 digits',
  panInvalid: 'A PAN has 5 letters, 4 digits and a letter, such as ABCDE1234F',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  amountTooLarge: 'Please enter at most ₹99,99,99,999',
  utrInvalid: 'The UPI reference has 12 digits',
  referenceInvalid: 'This donation reference is not valid',
  contactRequired: 'Please give your e-mail or phone',
  unknownReference: 'We could not find this donation. Please start again from the amount.',
  alreadyReported: 'This payment has already been reported.',
  receiptTitle: 'Receipt for a donation (section 80G)',
  receiptSubject: 'Your donation receipt {number}',
  receiptIntro: 'Thank you for your gift. Your receipt is below; please keep it for your income-tax return.',
  receiptNumber: 'Receipt number',
  receiptDate: 'Date',
  receiptTrustPan: 'PAN of the trust',
  receipt80g: '80G registration',
  receipt80gValidity: 'valid from {from} to {to}',
  receiptDonor: 'Received from',
  receiptDonorPan: 'PAN of the donor',
  receiptAmount: 'Amount',
  receiptMode: 'Mode and reference',
  receiptVoluntary: 'This is a voluntary contribution; no goods or services were given in return.',
  receiptCashNotDeductible: 'A gift in cash above ₹2,000 is not deductible under the income-tax law.',
  receiptReplaces: 'Replaces the cancelled receipt',
  receiptCancelled: 'This receipt is already cancelled.',
  phoneInvalid: 'Enter a phone number of digits, such as +91 98765 43210',
  mode_upi: 'UPI',
  mode_bank_transfer: 'Bank transfer',
  mode_cheque: 'Cheque',
  mode_cash: 'Cash',
  mode_card: 'Card',
} as const;

export type DonationRecordMessages = Record<keyof typeof donationRecords, string>;
