// The public look-up page's texts in Hindi (en-results.ts has the English and the shape).
import type { Messages } from './en';

export const resultsHi: Messages['results'] = {
  title: 'आपका टेस्ट परिणाम',
  intro: 'अपने प्रवेश पत्र का रोल नंबर और अपनी जन्म तिथि लिखें।',
  roll: 'रोल नंबर',
  dateOfBirth: 'जन्म तिथि',
  pin: 'पिन (केवल यदि आपके प्रवेश पत्र पर हो)',
  submit: 'मेरा परिणाम देखें',
  failure: 'इन विवरणों से कोई परिणाम नहीं मिला। अपना रोल नंबर, जन्म तिथि और पिन जाँचें, और बाद में फिर प्रयास करें।',
  tooMany: 'बहुत अधिक प्रयास। कृपया कुछ देर बाद फिर प्रयास करें।',
  marksTitle: 'अंक',
  subject: 'विषय',
  marks: 'अंक',
  outOf: 'में से',
  total: 'कुल',
  status: 'परिणाम',
  rank: 'रैंक',
  statuses: { selected: 'चयनित', waitlisted: 'प्रतीक्षा सूची', not_selected: 'चयनित नहीं', absent: 'अनुपस्थित' },
  again: 'दूसरा परिणाम देखें',
  print: 'इसे रखने के लिए यह पृष्ठ प्रिंट करें।',
  otherLanguage: 'English',
  home: 'मुख पृष्ठ',
  rollLine: 'रोल नंबर: {roll}',
  listTitle: 'चयनित और प्रतीक्षा सूची के रोल नंबर',
  listNone: 'अभी कोई सूची प्रकाशित नहीं हुई है।',
};
