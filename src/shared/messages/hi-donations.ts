// Donations' texts in Hindi (en-donations.ts has the English and the shape).
import type { DonationMessages } from './en-donations';

export const donationsHi: DonationMessages = {
  declarationTitle: 'कौन दान दे सकता है',
  declarationLegend: 'कृपया बताएँ कि आप पर इनमें से कौन-सा लागू होता है',
  declarationIndian: 'मैं भारत का नागरिक हूँ (प्रवासी भारतीय भी) और यह दान मेरे अपने धन से है',
  declarationForeign: 'मैं भारत का नागरिक नहीं हूँ, या मेरे पास OCI या PIO कार्ड है',
  declarationRequired: 'कृपया दोनों में से एक कथन चुनें',
  foreignTitle: 'सहायता की आपकी इच्छा के लिए धन्यवाद',
  foreignText:
    'भारतीय कानून (विदेशी अंशदान (विनियमन) अधिनियम) के अनुसार कोई ट्रस्ट उन लोगों से, जो भारत के नागरिक नहीं हैं (OCI और PIO कार्ड धारक भी), दान तभी ले सकता है जब वह इस अधिनियम के अंतर्गत पंजीकृत हो। ट्रस्ट अभी पंजीकृत नहीं है, इसलिए हम आपका दान ऑनलाइन नहीं ले सकते। आप फिर भी सहायता कर सकते हैं: हमारे साथ स्वयंसेवा करें, या भारत में अपने मित्रों को कैंपों के बारे में बताएँ।',
  foreignFcraText: 'ट्रस्ट विदेशी अंशदान (विनियमन) अधिनियम के अंतर्गत पंजीकृत है। कृपया केवल इसके FCRA खाते में दान दें:',
  payUpiTitle: 'UPI से भुगतान करें',
  payUpiText: 'यह कोड किसी भी UPI ऐप (BHIM, Google Pay, PhonePe, Paytm या अपने बैंक का ऐप) से स्कैन करें, या अपने फ़ोन पर नीचे का बटन दबाएँ।',
  qrAlt: '{name} को ₹{amount} के भुगतान का UPI QR कोड, संदर्भ {reference}',
  payWithApp: 'UPI ऐप से भुगतान करें',
  referenceLine: 'आपके दान का संदर्भ: {reference}',
  upiId: 'UPI ID: {upiId}',
  bankTitle: 'बैंक ट्रांसफ़र से भुगतान करें',
  bankText:
    'UPI से एक बार में अधिकतम ₹1,00,000 दिए जा सकते हैं। ₹{amount} के लिए कृपया ट्रस्ट के खाते में (NEFT या RTGS से) भेजें और टिप्पणी में संदर्भ {reference} लिखें:',
  notSetUp: 'ऑनलाइन दान की व्यवस्था की जा रही है। दान के लिए कृपया ट्रस्ट को लिखें।',
  cardTitle: 'विदेश में जारी कार्ड से भुगतान कर रहे हैं?',
  paidLink: 'मैंने भुगतान कर दिया है: रसीद के लिए हमें बताएँ',
  startFailed: 'हम आपका दान तैयार नहीं कर सके। कृपया फिर से प्रयास करें।',
  upiIdInvalid: 'trustname@bank जैसी UPI ID लिखें',
  upiIdPersonal: 'यह व्यक्तिगत UPI ID (मोबाइल नंबर) लगती है। राशि सहित व्यक्तिगत ID पर भुगतान UPI ऐप में विफल हो जाते हैं: ट्रस्ट की मर्चेंट UPI ID लिखें।',
  merchantCodeInvalid: 'मर्चेंट श्रेणी कोड में 4 अंक होते हैं',
  panInvalid: 'PAN में 5 अक्षर, 4 अंक और एक अक्षर होते हैं, जैसे ABCDE1234F',
  dateInvalid: 'तारीख YYYY-MM-DD के रूप में लिखें',
  amountTooLarge: 'कृपया अधिकतम ₹99,99,99,999 लिखें',
};
