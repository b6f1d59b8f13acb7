// The admit card as a web page (decision 0041): one self-contained HTML document in the parent's
// language, with print styles (an A4 page, no button printed) and its own Content-Security-Policy
// allowing only its one style block: no script, no font or image from anywhere.
import { createHash } from 'node:crypto';
import { documents } from '../../../shared/messages/en-documents';
import { documentsHi } from '../../../shared/messages/hi-documents';
import { type AdmitCardDocument, printedDate, printedDateTime } from '../../documents/public';
import { escapeHtml } from '../../mail/compose';
import { messagesOf } from './notify';

const STYLE = `
body{font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto;border:2px solid #111;padding:1rem 1.25rem}
h1,h2,p.cycle{text-align:center;margin:.25rem 0}
h1{font-size:1.25rem}h2{font-size:1.5rem;border-bottom:1px solid #111;padding-bottom:.5rem}
dl{display:grid;grid-template-columns:minmax(8rem,auto) 1fr;gap:.35rem 1rem;margin:1rem 0}
dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}.roll{font-size:1.35rem;font-weight:700}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
@media print{body{padding:0}main{border:2px solid #000;max-width:none}@page{size:A4;margin:15mm}}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const ADMIT_CARD_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export function admitCardHtml(card: AdmitCardDocument): string {
  const m = messagesOf(card.lang).admitCard;
  const texts = card.lang === 'hi' ? documentsHi : documents;
  const e = escapeHtml;
  const row = (label: string, value: string, cls = '') => `<dt>${e(label)}</dt><dd${cls ? ` class="${cls}"` : ''}>${e(value)}</dd>`;
  const centre = [card.centre.name, card.centre.address, card.centre.district].filter(Boolean).map(e).join('<br>');
  return `<!doctype html>
<html lang="${card.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(`${m.title} ${card.rollNumber}`)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${e(card.trustName)}</h1><p class="cycle">${e(card.cycleName)}</p><h2>${e(m.title)}</h2>
<dl>${row(m.rollNumber, card.rollNumber, 'roll')}${row(texts.admitCard.applicationNumber, card.applicationNumber)}${row(m.studentName, card.studentName)}${row(texts.admitCard.dateOfBirth, printedDate(card.dateOfBirth))}${row(texts.admitCard.className, card.className)}${row(m.paperLanguage, card.paperLanguage)}<dt>${e(m.centre)}</dt><dd>${centre}</dd>${row(m.testAt, printedDateTime(card.testStartsAt, card.lang, texts))}</dl>
<h3>${e(m.whatToBring)}</h3><ul>${card.whatToBring.map((b) => `<li>${e(b)}</li>`).join('')}</ul>
</main></body></html>`;
}
