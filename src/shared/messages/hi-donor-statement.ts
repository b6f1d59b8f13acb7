// A donor's own receipts in Hindi (en-donor-statement.ts has the English and the shape).
import type { DonorStatementMailMessages, DonorStatementMessages } from './en-donor-statement';

export const donorStatementHi: DonorStatementMessages = {
  title: 'आपकी दान रसीदें',
  intro: 'दान के साथ दिया गया ई-मेल पता या फ़ोन नंबर लिखें। हम उस पर 6 अंकों का कोड भेजेंगे; फिर आप किसी भी वित्त वर्ष की अपनी 80G रसीदें डाउनलोड कर सकेंगे।',
  yearLabel: 'वित्त वर्ष',
  showYear: 'दिखाएँ',
  listTitle: '{year} की रसीदें',
  none: 'इस ई-मेल पते या फ़ोन नंबर पर अभी कोई रसीद जारी नहीं हुई है। ट्रस्ट के बैंक विवरण में आपका दान दिखते ही रसीद जारी होती है।',
  noneThisYear: 'इस वित्त वर्ष की कोई रसीद नहीं है।',
  receiptLine: 'रसीद {number}, दिनांक {date}: ₹{amount}',
  replaces: 'यह रसीद {number} के स्थान पर है।',
  download: 'PDF डाउनलोड करें',
  total: 'वर्ष का कुल: ₹{amount}',
  signOut: 'साइन आउट करें',
};

export const donorStatementMailHi: DonorStatementMailMessages = {
  codeSubject: 'आपका कोड: {code}',
  codeText: 'अपनी दान रसीदें देखने का आपका कोड {code} है। यह 10 मिनट तक काम करेगा। यदि आपने इसे नहीं माँगा, तो इस संदेश को अनदेखा करें।',
  codeSms: '{code} आपकी दान रसीदें देखने का कोड है। यह 10 मिनट तक काम करेगा।',
  codeSent: 'यदि इस ई-मेल पते या फ़ोन नंबर के साथ कोई दान दिया गया है, तो कोड भेजा जा रहा है।',
  receiptSms: 'आपके दान के लिए धन्यवाद। आपकी 80G रसीद {number}: {link} (लिंक {days} दिन तक काम करेगा)',
  linkInvalid: 'रसीद का यह लिंक पुराना हो गया है या सही नहीं है। आप ट्रस्ट की वेबसाइट पर एक बार के कोड से अपनी रसीदें डाउनलोड कर सकते हैं।',
  receiptsOnline: 'आपकी सभी रसीदें, कभी भी, एक बार के कोड से: {link}',
  linkCancelled: 'यह रसीद रद्द करके नई रसीद जारी की गई है; उसका लिंक आपको भेजा गया है।',
};
