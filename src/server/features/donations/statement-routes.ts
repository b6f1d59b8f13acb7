// The donor's side of receipts (decision 0037): the statement behind a one-time code, and the
// receipt's link sent by SMS. Public calls, limited per address and per e-mail or phone like the
// privacy pages' codes; the code's request answers the same whether or not a donation holds it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '../../../shared/messages/en';
import { donorStatementMail as t } from '../../../shared/messages/en-donor-statement';
import { proofInput } from '../../../shared/schemas/privacy';
import { donorStatement, statementCodeRequest, statementCodeVerify, statementInput } from '../../../shared/schemas/donor-statement';
import { takeOrRefuse } from '../../auth/attempt-limiter';
import { sendPdf } from '../../documents/public';
import { HttpError, notFound } from '../../lib/http-error';
import { errorReply, idParams } from '../../lib/openapi';
import { pdfReply } from '../../lib/public-routes';
import { mailSettings } from '../../mail/outbox';
import { codeLimiters, codeRefusal, deliverCode, destinationHash, destinationKeyOf, issueCode, verifyCode } from '../privacy/public';
import { receiptLinks, sendReceiptTexts } from './receipt-texts';
import { receiptPdfOf } from './receipts';
import { donationsOf, donorReceiptPdf, statementOf } from './statement';

const tags = ['donations'];

/** The signer of receipt links, and a link's full address on the API's public origin. */
function linksOf(config: Config) {
  const links = receiptLinks(destinationKeyOf(config));
  return { links, linkOf: (token: string) => new URL(`/api/donations/receipts/link/${token}/`, config.PUBLIC_API_URL).href };
}

/**
 * A receipt issued by a staff call (an import, a gift, a correction) owes its donor a text: the owed
 * texts go once that call's reply is on its way. Registered before the donation routes, whose calls it watches.
 */
export const receiptTextSender = fp(
  async (app: FastifyInstance) => {
    const { links, linkOf } = linksOf(app.config);
    const sendOwed = () => sendReceiptTexts(app.db.kysely, app.smsSender, links, linkOf, app.clock()).then(() => undefined);
    // Texts owed when the process last stopped go once it is up again.
    app.addHook('onReady', async () => app.smsOutbox.run('sending receipt links', sendOwed));
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300 && request.url.startsWith('/api/donations/')) {
        app.smsOutbox.run('sending receipt links', sendOwed);
      }
    });
  },
  { name: 'receipt-texts', dependencies: ['database'] },
);

export async function donorStatementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { perDestination, perAddress, verifyPerAddress } = codeLimiters(config, app.redis, 'donor-code');
  const delivery = {
    db: app.db.kysely,
    mail: mailSettings(config),
    kind: 'donor_statement_code' as const,
    text: (phone: string, message: string) => app.smsOutbox.run('sending a donor statement code', () => app.smsSender.send(phone, message)),
  };
  const { links } = linksOf(config);

  app.post(
    '/api/donations/statement/codes/',
    {
      schema: {
        tags,
        summary:
          'Send a 6-digit code for the donor statement to an e-mail address or phone number (the same reply whether or not a donation holds it)',
        body: statementCodeRequest,
        response: { 200: z.object({ challenge: z.string(), detail: z.string() }), ...errorReply(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { channel, destination } = request.body;
      await takeOrRefuse(reply, [perAddress, request.ip], [perDestination, destinationHash(channel, destination)]);
      const issued = await issueCode(app.db.kysely, { channel, destination, purpose: 'donor_statement' });
      // A code goes only where a donation was given (a stranger's number or inbox gets nothing).
      if ((await donationsOf(app.db.kysely, channel, destination)).length > 0) {
        await deliverCode(delivery, channel, destination, issued.code, { subject: t.codeSubject, text: t.codeText, sms: t.codeSms });
      }
      return { challenge: issued.challenge, detail: t.codeSent };
    },
  );

  app.post(
    '/api/donations/statement/codes/verify/',
    {
      schema: {
        tags,
        summary: 'Check a donor statement code; a right one opens the statement for 30 minutes',
        body: statementCodeVerify,
        response: { 200: z.object({ verified: z.literal(true) }), ...errorReply(400, 403, 429) },
      },
    },
    async ({ body, ip }, reply) => {
      await takeOrRefuse(reply, [verifyPerAddress, ip]);
      const check = await verifyCode(app.db.kysely, body.challenge, 'donor_statement', body.code.replace(/\D/g, ''));
      if (!check.ok) throw codeRefusal(check, en.privacyMail);
      return { verified: true as const };
    },
  );

  app.post(
    '/api/donations/statement/',
    {
      schema: {
        tags,
        summary: 'The receipts in force of a financial year, for a proven e-mail address or phone number',
        body: statementInput,
        response: { 200: donorStatement, ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { fy, ...proof } = request.body;
      reply.header('Cache-Control', 'no-store');
      return statementOf(app.db.kysely, proof, fy);
    },
  );

  app.post(
    '/api/donations/statement/receipts/:id/pdf/',
    {
      schema: {
        tags,
        summary: 'One of the proven donor’s receipts as its PDF',
        params: idParams,
        body: proofInput,
        response: { 200: pdfReply, ...errorReply(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const receipt = await donorReceiptPdf(app.db, request.body, request.params.id);
      return sendPdf(reply, receipt.pdf, `receipt-${receipt.number.replace('/', '-')}.pdf`);
    },
  );

  app.get(
    '/api/donations/receipts/link/:token/',
    {
      schema: {
        tags,
        summary: 'A receipt’s PDF from the link sent by SMS (signed, expires after 60 days; a cancelled receipt’s link answers 410)',
        params: z.object({ token: z.string().max(64) }),
        response: { 200: pdfReply, ...errorReply(404, 410) },
      },
    },
    async (request, reply) => {
      const id = links.verify(request.params.token, app.clock());
      if (id === null) throw new HttpError(404, t.linkInvalid);
      const cancelled = await app.db.kysely
        .selectFrom('receipt_cancellations')
        .select('id')
        .where('receipt_id', '=', id)
        .executeTakeFirst();
      if (cancelled) throw new HttpError(410, t.linkCancelled);
      const receipt = await receiptPdfOf(app.db, id);
      if (!receipt) throw notFound();
      return sendPdf(reply, receipt.pdf, `receipt-${receipt.number.replace('/', '-')}.pdf`);
    },
  );
}
