// The labels printed on the PDF documents in Hindi (en-documents.ts has the English and the shape).
import type { DocumentMessages } from './en-documents';

export const documentsHi: DocumentMessages = {
  admitCard: {
    title: 'प्रवेश पत्र',
    applicationNumber: 'आवेदन संख्या',
    rollNumber: 'रोल नंबर',
    pin: 'परिणाम पिन',
    pinNote: 'पिन किसी को न बताएँ: रोल नंबर के साथ इसी से परिणाम खुलता है।',
    studentName: 'विद्यार्थी का नाम',
    dateOfBirth: 'जन्म तिथि',
    className: 'कक्षा',
    paperLanguage: 'प्रश्न-पत्र की भाषा',
    centre: 'परीक्षा केंद्र',
    testStartsAt: 'तारीख और समय',
    whatToBring: 'साथ क्या लाएँ',
    footer: 'यह प्रवेश पत्र, छपा हुआ या फ़ोन पर, परीक्षा केंद्र पर साथ लाएँ।',
  },
  receipt: {
    title: 'दान की रसीद',
    trustPan: 'पैन',
    registration80G: '80G पंजीकरण',
    validity: 'वैधता',
    receiptNumber: 'रसीद संख्या',
    issuedOn: 'तारीख',
    donorName: 'दानदाता',
    donorAddress: 'पता',
    donorPan: 'दानदाता का पैन',
    amount: 'राशि',
    amountInWords: 'राशि शब्दों में',
    mode: 'भुगतान का तरीका',
    reference: 'संदर्भ',
    voluntary: 'यह एक स्वैच्छिक दान है; इसके बदले कोई वस्तु या सेवा नहीं दी गई।',
    replaces: 'यह रसीद, रद्द की गई रसीद {number} के स्थान पर जारी की गई है।',
  },
  dateTime: '{date}, {time} बजे',
};
