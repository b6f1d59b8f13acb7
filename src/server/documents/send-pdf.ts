// Sends a generated PDF to be shown in the browser: never cached (it carries personal data), under
// a plain ASCII file name that no header parser can misread.
import type { FastifyReply } from 'fastify';

/** `name` as a safe file name: ASCII letters, digits, `.`, `_` and `-` only, ending in `.pdf`. */
export function pdfFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.pdf`;
}

/** Replies with `pdf` inline (`Content-Type: application/pdf`, `Cache-Control: no-store`). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(pdf.length))
    .header('Content-Disposition', `inline; filename="${pdfFileName(fileName)}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}
