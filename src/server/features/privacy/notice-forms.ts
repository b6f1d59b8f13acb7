// Each form's purposes (the code records them, so their keys and which are optional are the
// code's) and the first version of each notice, which staff then edit in the console.
import type { NoticeContent, NoticeForm } from '../../../shared/schemas/privacy';

export interface Purpose {
  key: string;
  /** An unticked box of its own; the others are what the form is for. */
  optional: boolean;
}

export const NOTICE_PURPOSES: Record<NoticeForm, readonly Purpose[]> = {
  volunteer: [
    { key: 'volunteer_application', optional: false },
    { key: 'updates', optional: true },
  ],
  partner: [
    { key: 'partner_application', optional: false },
    { key: 'updates', optional: true },
  ],
  contact: [
    { key: 'reply', optional: false },
    { key: 'updates', optional: true },
  ],
  donation: [{ key: 'donation', optional: false }],
  slot_coordinators: [{ key: 'slot_allocation', optional: false }],
  rights_request: [{ key: 'rights_request', optional: false }],
  // The students' applications (decision 0035): a parent ticks the optional ones on their own confirmation page.
  student_application: [
    { key: 'student_application', optional: false },
    { key: 'sms_alerts', optional: true },
    { key: 'student_phone', optional: true },
    { key: 'public_list', optional: true },
  ],
};

const updates = {
  label: 'E-mail me news of the camps and of ways to help (a few times a year)',
  label_hi: 'मुझे कैंपों और सहयोग के अवसरों की खबरें ईमेल करें (साल में कुछ बार)',
};

const keep =
  'We keep it for a year unless you join us, and then as long as you work with us. We share it with no one but the services that run this website (hosting, e-mail).';
const keepHi =
  'यदि आप हमसे नहीं जुड़ते तो हम इसे एक साल तक रखते हैं, और जुड़ने पर जब तक आप हमारे साथ काम करते हैं। इसे हम वेबसाइट चलाने वाली सेवाओं (होस्टिंग, ईमेल) के सिवा किसी से साझा नहीं करते।';

/** A notice with one purpose: [intro, Hindi], [items, Hindi items], [purpose, label, Hindi label]. */
const shortNotice = (
  [intro, intro_hi]: [string, string],
  [items, items_hi]: [string[], string[]],
  [purpose, label, label_hi]: [string, string, string],
): NoticeContent => ({
  intro,
  intro_hi,
  items: items.join('\n'),
  items_hi: items_hi.join('\n'),
  purposes: { [purpose]: { label, label_hi } },
});

export const DEFAULT_NOTICES: Record<NoticeForm, NoticeContent> = {
  volunteer: {
    intro: `The trust uses what you send here to consider you as a volunteer and to contact you about it. ${keep}`,
    intro_hi: `आप यहाँ जो भेजते हैं, उसका उपयोग ट्रस्ट आपको स्वयंसेवक के रूप में विचार करने और इस बारे में आपसे संपर्क करने के लिए करता है। ${keepHi}`,
    items: [
      'Full name: to know who applied and address you',
      'E-mail: to reply about your application',
      'Role: to match you to the work of a camp',
      'Message: what you choose to tell us',
    ].join('\n'),
    items_hi: [
      'पूरा नाम: यह जानने के लिए कि किसने आवेदन किया',
      'ईमेल: आपके आवेदन के बारे में उत्तर देने के लिए',
      'भूमिका: आपको कैंप के सही काम से जोड़ने के लिए',
      'संदेश: जो आप हमें बताना चाहें',
    ].join('\n'),
    purposes: {
      volunteer_application: {
        label: 'Considering your application and contacting you about it',
        label_hi: 'आपके आवेदन पर विचार और इस बारे में संपर्क',
      },
      updates,
    },
  },
  partner: {
    intro: `The trust uses what you send here to discuss a partnership with your organisation. ${keep}`,
    intro_hi: `आप यहाँ जो भेजते हैं, उसका उपयोग ट्रस्ट आपकी संस्था के साथ साझेदारी पर बात करने के लिए करता है। ${keepHi}`,
    items: [
      'Organisation name: to know who wrote',
      'Contact person: to address you',
      'E-mail: to reply',
      'Phone (optional): to call you back if you prefer',
      'Organisation type and interest: to send your message to the right person',
    ].join('\n'),
    items_hi: [
      'संस्था का नाम: यह जानने के लिए कि किसने लिखा',
      'संपर्क व्यक्ति: आपको संबोधित करने के लिए',
      'ईमेल: उत्तर देने के लिए',
      'फ़ोन (वैकल्पिक): आप चाहें तो वापस कॉल करने के लिए',
      'संस्था का प्रकार और रुचि: आपका संदेश सही व्यक्ति तक पहुँचाने के लिए',
    ].join('\n'),
    purposes: {
      partner_application: { label: 'Discussing a partnership and contacting you about it', label_hi: 'साझेदारी पर चर्चा और इस बारे में संपर्क' },
      updates,
    },
  },
  contact: {
    intro:
      'The trust uses what you send here to answer your message. We keep it for a year, and share it with no one but the services that run this website (hosting, e-mail).',
    intro_hi:
      'आप यहाँ जो भेजते हैं, उसका उपयोग ट्रस्ट आपके संदेश का उत्तर देने के लिए करता है। हम इसे एक साल तक रखते हैं, और वेबसाइट चलाने वाली सेवाओं (होस्टिंग, ईमेल) के सिवा किसी से साझा नहीं करते।',
    items: ['Name: to address you', 'E-mail: to reply', 'Subject and message: what you ask us'].join('\n'),
    items_hi: ['नाम: आपको संबोधित करने के लिए', 'ईमेल: उत्तर देने के लिए', 'विषय और संदेश: जो आप हमसे पूछते हैं'].join('\n'),
    purposes: {
      reply: { label: 'Answering your message', label_hi: 'आपके संदेश का उत्तर देना' },
      updates,
    },
  },
  donation: {
    intro:
      'When you tell us you have paid, the trust uses what you give to match your payment with its bank statement, to send your receipt, and to report gifts to the Income-tax Department (Form 10BD) as the law requires. The tax law makes us keep donation records for 10 years. A card payment from abroad goes through the payment provider, under its own privacy policy.',
    intro_hi:
      'जब आप बताते हैं कि आपने भुगतान कर दिया है, तो ट्रस्ट आपकी दी गई जानकारी का उपयोग भुगतान को बैंक विवरण से मिलाने, आपकी रसीद भेजने और कानून के अनुसार आयकर विभाग को दान की सूचना (फ़ॉर्म 10BD) देने के लिए करता है। कर कानून के अनुसार हमें दान का रिकॉर्ड 10 वर्ष तक रखना होता है। विदेश के कार्ड से भुगतान भुगतान सेवा के माध्यम से, उसकी अपनी गोपनीयता नीति के अंतर्गत होता है।',
    items: [
      'Amount, date and UPI reference: to match your payment',
      'Name as on PAN, address and PAN (optional): for the 80G receipt and Form 10BD',
      'E-mail or phone: to send your receipt',
    ].join('\n'),
    items_hi: [
      'राशि, तारीख और UPI संदर्भ: आपका भुगतान मिलाने के लिए',
      'PAN के अनुसार नाम, पता और PAN (वैकल्पिक): 80G रसीद और फ़ॉर्म 10BD के लिए',
      'ईमेल या फ़ोन: आपकी रसीद भेजने के लिए',
    ].join('\n'),
    purposes: { donation: { label: 'Receiving and recording your donation', label_hi: 'आपका दान प्राप्त करना और उसका रिकॉर्ड रखना' } },
  },
  slot_coordinators: shortNotice(
    [
      'Slot coordinators sign in with the phone number the trust registered. The trust uses it to send the sign-in code and your choices to plan the camp’s slots.',
      'स्लॉट समन्वयक ट्रस्ट द्वारा पंजीकृत फ़ोन नंबर से साइन इन करते हैं। ट्रस्ट इसका उपयोग साइन-इन कोड भेजने और आपकी पसंद से कैंप के स्लॉट तय करने के लिए करता है।',
    ],
    [
      ['Phone number: to send the sign-in code', 'Slot and department choices, note: to plan the camp'],
      ['फ़ोन नंबर: साइन-इन कोड भेजने के लिए', 'स्लॉट और विभाग की पसंद, टिप्पणी: कैंप की योजना के लिए'],
    ],
    ['slot_allocation', 'Planning the camp’s slots with you', 'आपके साथ कैंप के स्लॉट की योजना'],
  ),
  rights_request: shortNotice(
    [
      'The trust uses what you send here to prove it is you (a one-time code), to answer your request within 90 days, and to keep a record of the answer.',
      'आप यहाँ जो भेजते हैं, उसका उपयोग ट्रस्ट यह पुष्टि करने (एक बार का कोड), 90 दिनों में आपके अनुरोध का उत्तर देने और उत्तर का रिकॉर्ड रखने के लिए करता है।',
    ],
    [
      ['Phone or e-mail: to send the code and find your records', 'Request and details: what you ask us to do'],
      ['फ़ोन या ईमेल: कोड भेजने और आपके रिकॉर्ड खोजने के लिए', 'अनुरोध और विवरण: आप हमसे क्या करवाना चाहते हैं'],
    ],
    ['rights_request', 'Answering your request', 'आपके अनुरोध का उत्तर देना'],
  ),
  student_application: {
    intro:
      'The trust uses this application to decide who sits the screening test and joins the camp, and to write to the parent about it. A parent confirms it with a code sent to their phone before we use it. We never ask for Aadhaar or a photo. A draft never confirmed is erased after 7 days; an application not selected, 180 days after the cycle closes; a withdrawn one within 7 days, keeping only its number, status and date.',
    intro_hi:
      'ट्रस्ट इस आवेदन का उपयोग यह तय करने के लिए करता है कि कौन स्क्रीनिंग परीक्षा देगा और कैंप में आएगा, और इस बारे में अभिभावक को लिखने के लिए। हम इसका उपयोग तभी करते हैं जब अभिभावक अपने फ़ोन पर भेजे गए कोड से इसकी पुष्टि करते हैं। हम कभी आधार या फ़ोटो नहीं माँगते। पुष्टि न हुआ ड्राफ़्ट 7 दिन बाद मिटा दिया जाता है; न चुना गया आवेदन चक्र बंद होने के 180 दिन बाद; वापस लिया गया आवेदन 7 दिनों में, केवल उसकी संख्या, स्थिति और तारीख रखकर।',
    items: [
      'Student’s name, date of birth, gender, class, stream, school, board, district, block, village: to check eligibility and plan the test',
      'Last exam percentage, accessibility needs (optional): to plan support',
      'Preferred centre and paper language: to seat the student',
      'Parent’s name, relationship, mobile, e-mail: to confirm consent and send the application number, admit card and result',
    ].join('\n'),
    items_hi: [
      'छात्र का नाम, जन्म तिथि, लिंग, कक्षा, स्ट्रीम, विद्यालय, बोर्ड, ज़िला, ब्लॉक, गाँव: पात्रता जाँचने और परीक्षा की योजना के लिए',
      'पिछली परीक्षा का प्रतिशत, सुगम्यता की ज़रूरतें (वैकल्पिक): सहायता की योजना के लिए',
      'पसंद का केंद्र और प्रश्नपत्र की भाषा: छात्र को सीट देने के लिए',
      'अभिभावक का नाम, संबंध, मोबाइल, ईमेल: सहमति की पुष्टि और आवेदन संख्या, प्रवेश पत्र व परिणाम भेजने के लिए',
    ].join('\n'),
    purposes: {
      student_application: { label: 'Considering the application for the camp', label_hi: 'कैंप के लिए आवेदन पर विचार' },
      sms_alerts: { label: 'SMS alerts about the camp and the test', label_hi: 'कैंप और परीक्षा के बारे में SMS सूचनाएँ' },
      student_phone: { label: 'Contacting the student on their own phone', label_hi: 'छात्र से उनके अपने फ़ोन पर संपर्क' },
      public_list: {
        label: 'The student’s name on the public list of those selected',
        label_hi: 'चुने गए छात्रों की सार्वजनिक सूची में छात्र का नाम',
      },
    },
  },
};
