// The PDF documents (decision 0038): what the features that issue them use.
export { type AdmitCardDocument, admitCardPdf } from './admit-card';
export { formatRupees, printedDate, printedDateTime } from './format';
export { type ReceiptDocument, receiptPdf } from './receipt';
export { pdfFileName, sendPdf } from './send-pdf';
