// The labels printed on the PDF documents (src/server/documents, decision 0038): the admit card and
// the donation receipt. The values (names, the trust's words, the deduction's wording) come from the
// caller; only the fixed words are here. Placeholders look like {name}.
export const documents = {
  admitCard: {
    title: 'Admit card',
    applicationNumber: 'Application number',
    rollNumber: 'Roll number',
    pin: 'Results PIN',
    pinNote: 'Keep the PIN secret: with the roll number it opens the result.',
    studentName: "Student's name",
    dateOfBirth: 'Date of birth',
    className: 'Class',
    paperLanguage: 'Language of the paper',
    centre: 'Test centre',
    testStartsAt: 'Date and time',
    whatToBring: 'What to bring',
    footer: 'Bring this admit card, printed or on a phone, to the test centre.',
  },
  receipt: {
    title: 'Donation receipt',
    trustPan: 'PAN',
    registration80G: '80G registration',
    validity: 'Validity',
    receiptNumber: 'Receipt number',
    issuedOn: 'Date',
    donorName: 'Received from',
    donorAddress: 'Address',
    donorPan: "Donor's PAN",
    amount: 'Amount',
    amountInWords: 'Amount in words',
    mode: 'Mode of payment',
    reference: 'Reference',
    voluntary: 'A voluntary contribution; no goods or services were given in return.',
    replaces: 'This receipt replaces receipt {number}, which is cancelled.',
  },
  /** A date and a time of day, each already written out. */
  dateTime: '{date}, {time}',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DocumentMessages = Widen<typeof documents>;
