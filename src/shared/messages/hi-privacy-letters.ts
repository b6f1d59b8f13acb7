// What the trust sends a person about their personal data, in Hindi (en-privacy-letters.ts has the
// English and the shape).
import type { PrivacyLetters } from './en-privacy-letters';

export const privacyLettersHi: PrivacyLetters = {
  answerSubject: 'ट्रस्ट को आपका अनुरोध (क्रमांक {id})',
  answerIntro: 'यह आपके व्यक्तिगत डेटा के बारे में आपके अनुरोध क्रमांक {id} का ट्रस्ट का उत्तर है।',
  answerRefused: 'हम आपका अनुरोध पूरा नहीं कर सकते, इस कारण से: {reason}',
  answerContact: 'कोई प्रश्न है, या संतुष्ट नहीं हैं? हमारा गोपनीयता संपर्क: {contact}। आप भारत के डेटा संरक्षण बोर्ड में शिकायत भी कर सकते हैं।',
  answerSms: 'ट्रस्ट ने आपके अनुरोध क्रमांक {id} का उत्तर दिया है: {text}',
  erasureDonations:
    'हमने आपका बाकी व्यक्तिगत डेटा मिटा दिया है। आपके {count} दान के रिकॉर्ड रखे रहेंगे: आयकर नियम (नियम 17AA) के अनुसार ट्रस्ट को अपने खाते और उनके वाउचर 10 वर्ष तक रखने होते हैं। ये 10 वर्ष पूरे होने पर मिटा दिए जाएँगे, और तब तक किसी और काम में नहीं लिए जाएँगे।',
  breachSubject: 'आपके व्यक्तिगत डेटा से जुड़ी एक सुरक्षा घटना',
  breachIntro: 'हम आपको बताना चाहते हैं कि ट्रस्ट में व्यक्तिगत डेटा के उल्लंघन की एक घटना हुई है, जिसमें आपका दिया डेटा ({kinds}) शामिल हो सकता है।',
  breachWhen: 'हमें इसकी जानकारी {date} को मिली।',
  breachClosing:
    'हमने इसकी सूचना भारत के डेटा संरक्षण बोर्ड को दी है। कोई प्रश्न हो, या आप जानना चाहें कि हमारे पास आपका क्या डेटा है, तो हमारे गोपनीयता संपर्क को लिखें या {url} देखें।',
  breachSms: 'ट्रस्ट: डेटा उल्लंघन में आपका डेटा ({kinds}) शामिल हो सकता है। {text} विवरण: {url}',
  kinds: {
    volunteers: 'स्वयंसेवक आवेदन',
    partners: 'साझेदारी आवेदन',
    contact_messages: 'संपर्क संदेश',
    slot_coordinators: 'स्लॉट समन्वयक का साइन-इन',
    student_applications: 'विद्यार्थी आवेदन (माता-पिता का फ़ोन या ई-मेल)',
    donations: 'दान',
  },
};
