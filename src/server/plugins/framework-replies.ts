// The replies Fastify and node:http make themselves, before any route or hook of ours runs: a URL
// that cannot be decoded, a path parameter over the length limit, a request that is not valid
// HTTP. Given as options to both servers (the API and the website), so that these replies too are
// in the one error shape and carry the security headers.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { en } from '../../shared/messages/en';
import { toErrorReply } from './errors';
import { lockedDownHeaders } from './security-headers';

export const frameworkReplies = {
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const { status, body } = toErrorReply(error);
    request.log.info({ status, code: error.code }, 'request refused');
    reply
      .code(status)
      .headers(lockedDownHeaders(request.protocol === 'https'))
      .send(body);
  },
  clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    // A connection reset: nobody is left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', en.api.timeout]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', en.api.tooLarge]
          : [400, 'Bad Request', en.api.badRequest];
    const body = JSON.stringify({ error: message });
    // No proxy headers can be trusted in a request that did not parse: no HSTS from here.
    const headers = Object.entries({
      ...lockedDownHeaders(false),
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    });
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  },
};
