// Hindi of en-form-refusal.ts.
import type { FormRefusalMessages } from './en-form-refusal';

export const formRefusalMessagesHi: FormRefusalMessages = {
  title: 'आपका फ़ॉर्म नहीं भेजा गया',
  tooLarge: 'आपने जो भेजा वह बहुत बड़ा है। कृपया अपना संदेश छोटा करें और फ़ॉर्म फिर से भेजें।',
  unreadable: 'आपका फ़ॉर्म पढ़ा नहीं जा सका। कृपया पेज फिर से खोलें और वहीं से फ़ॉर्म भेजें।',
  serverError: 'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  back: 'फ़ॉर्म पर वापस जाएँ',
};
