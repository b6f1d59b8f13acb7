// The website's privacy texts in Hindi (en-privacy.ts has the English and the shape).
import { web } from './hi-website';
import type { privacy as enPrivacy } from './en-privacy';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const privacyHi: Widen<typeof enPrivacy> = {
  noticeTitle: 'गोपनीयता सूचना',
  itemsTitle: 'हम क्या पूछते हैं, और क्यों',
  noticeVersion: 'सूचना संस्करण {version}',
  optionalTitle: 'वैकल्पिक (न चाहें तो खाली छोड़ दें)',
  contactLine: 'आपके डेटा के बारे में प्रश्न: {name}',
  withdrawLink: 'अपनी सहमति वापस लें',
  rightsLink: 'अपना डेटा देखने, सुधारने या मिटाने का अनुरोध करें',
  privacyLink: 'गोपनीयता पृष्ठ',
  adult: 'मेरी आयु 18 वर्ष या उससे अधिक है',
  underAge:
    '18 वर्ष से कम? कृपया यह फ़ॉर्म अपने माता-पिता या अभिभावक से भरवाएँ। अभी विद्यार्थी अपने विद्यालय या कैंप समन्वयक के माध्यम से आवेदन करते हैं; माता-पिता की सहमति के साथ ऑनलाइन आवेदन जल्द आ रहा है।',
  page: {
    title: web.privacyFrame.footer,
    intro: 'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के अंतर्गत, इस वेबसाइट से दिया गया आपका व्यक्तिगत डेटा ट्रस्ट कैसे सँभालता है।',
    contactTitle: 'हमारा गोपनीयता संपर्क',
    noticesTitle: 'हर फ़ॉर्म क्या पूछता है',
    rightsTitle: 'आपके अधिकार',
    rightsText:
      'आप हमारे पास रखे अपने डेटा का सारांश माँग सकते हैं, उसे सुधरवा या मिटवा सकते हैं, अपनी ओर से किसी को नामित कर सकते हैं, और शिकायत दर्ज कर सकते हैं। हम 90 दिनों के भीतर उत्तर देते हैं, और 30 दिनों का प्रयास करते हैं।',
    withdrawText: 'आप किसी भी समय अपनी सहमति उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी।',
    trackersTitle: 'कोई ट्रैकर नहीं',
    trackersText: 'यह वेबसाइट दूसरी साइटों से कुछ भी लोड नहीं करती: कोई एनालिटिक्स, विज्ञापन, फ़ॉन्ट या स्क्रिप्ट नहीं।',
    notSet: 'ट्रस्ट ने अभी गोपनीयता संपर्क नामित नहीं किया है; संपर्क पृष्ठ पर दिए पते पर लिखें।',
    name: 'नाम या पद',
    email: 'ईमेल',
    phone: 'फ़ोन',
    address: 'पता',
  },
  withdraw: {
    title: web.privacyFrame.withdrawTitle,
    intro:
      'हमें दिया गया फ़ोन नंबर या ईमेल पता लिखें। हम उस पर 6 अंकों का कोड भेजते हैं; फिर आप उससे दी गई हर सहमति देखते हैं और किसी को भी एक टैप में वापस ले सकते हैं।',
    channel: 'कोड भेजें मेरे',
    phone: 'फ़ोन पर',
    email: 'ईमेल पर',
    destination: 'फ़ोन नंबर या ईमेल पता',
    sendCode: 'मुझे कोड भेजें',
    codeTitle: 'कोड लिखें',
    codeSent: 'यदि इस फ़ोन नंबर या ईमेल पते से हमारे पास रिकॉर्ड हैं, तो कोड भेजा जा रहा है। यह 10 मिनट तक मान्य है।',
    code: '6 अंकों का कोड',
    checkCode: 'कोड जाँचें',
    restart: 'दूसरा नंबर या पता लिखें',
    listTitle: 'आपकी सहमतियाँ',
    none: 'इस फ़ोन नंबर या ईमेल पते से दी गई कोई सहमति लागू नहीं है।',
    withdrawOne: 'वापस लें: {purpose}',
    withdrawn: 'वापस ले ली गई। हम इसके लिए आपके डेटा का उपयोग तुरंत बंद कर देते हैं।',
    given: '{date} को दी गई ({form})',
  },
  forms: {
    volunteer: 'स्वयंसेवक आवेदन',
    partner: 'साझेदार आवेदन',
    contact: 'संपर्क फ़ॉर्म',
    donation: 'दान',
    slot_coordinators: 'स्लॉट समन्वयक साइन-इन',
    rights_request: 'अधिकार अनुरोध',
    student_application: 'कैंप के लिए आवेदन',
  },
};
