// An amount in words with Indian numbering (crore, lakh, thousand, hundred), as an 80G receipt
// writes it: "Rupees One Lakh Five Thousand only", "रुपये एक लाख पाँच हज़ार मात्र". Up to
// ₹99,99,99,999.99; paise after "and". Hindi has a word of its own for each number below 100.

const EN_UNITS =
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
    ' ',
  );
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const HI_BELOW_100 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस ' +
  'चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ ' +
  'साठ इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी ' +
  'अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

interface Language {
  below100(n: number): string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  rupees: string;
  and: string;
  paise: string;
  only: string;
}

const LANGUAGES: Record<'en' | 'hi', Language> = {
  en: {
    below100: (n) => (n < 20 ? EN_UNITS[n]! : EN_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${EN_UNITS[n % 10]}` : '')),
    hundred: 'Hundred',
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
    rupees: 'Rupees',
    and: 'and',
    paise: 'Paise',
    only: 'only',
  },
  hi: {
    below100: (n) => HI_BELOW_100[n]!,
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
    rupees: 'रुपये',
    and: 'और',
    paise: 'पैसे',
    only: 'मात्र',
  },
};

/** A whole number from 1 to 99,99,99,999 in words (0: the word for zero). */
export function numberInWords(n: number, lang: 'en' | 'hi'): string {
  if (!Number.isInteger(n) || n < 0 || n > 99_99_99_999) throw new RangeError(`out of range: ${n}`);
  const l = LANGUAGES[lang];
  if (n === 0) return l.below100(0);
  const parts: string[] = [];
  const groups: [number, string][] = [
    [Math.floor(n / 1_00_00_000), l.crore],
    [Math.floor(n / 1_00_000) % 100, l.lakh],
    [Math.floor(n / 1000) % 100, l.thousand],
    [Math.floor(n / 100) % 10, l.hundred],
  ];
  for (const [count, word] of groups) if (count) parts.push(`${l.below100(count)} ${word}`);
  if (n % 100) parts.push(l.below100(n % 100));
  return parts.join(' ');
}

/** Paise as the receipt writes them: "Rupees One Lakh Five Thousand only", with "and Fifty Paise" when there are paise. */
export function amountInWords(paise: number, lang: 'en' | 'hi'): string {
  if (!Number.isInteger(paise) || paise < 1) throw new RangeError(`not an amount: ${paise}`);
  const l = LANGUAGES[lang];
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = [l.rupees, rupees ? numberInWords(rupees, lang) : l.below100(0)];
  if (rest) words.push(l.and, l.below100(rest), l.paise);
  words.push(l.only);
  return words.join(' ');
}
