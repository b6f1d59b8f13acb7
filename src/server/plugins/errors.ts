// One error shape for every refusal: { error: "<sentence a person can read>", errors?: { field: [messages] } }.
// 4xx replies say what is wrong; 5xx replies say nothing internal.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/http/api-error';
import { en } from '../../shared/messages/en';
import { summarizeIssues } from '../../shared/schemas/fields';
import { HttpError } from '../lib/http-error';

const messageByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: en.api.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: en.api.unsupportedType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: en.api.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: en.api.badJson,
  FST_ERR_CTP_INVALID_JSON_BODY: en.api.badJson,
  FST_ERR_REQ_FILE_TOO_LARGE: en.api.tooLarge,
  FST_PARTS_LIMIT: en.api.tooLarge,
  FST_FILES_LIMIT: en.api.tooLarge,
  FST_FIELDS_LIMIT: en.api.tooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: en.api.unsupportedType,
};

export function toErrorReply(error: FastifyError | HttpError | Error): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { error: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A body that is not an object at all (empty, null, an array) has no field to name.
    if ((error as FastifyError).validationContext === 'body' && error.validation.some((v) => v.instancePath === '/')) {
      return { status: 400, body: { error: en.api.badJson } };
    }
    const issues = error.validation.map((v) => ({
      message: v.message,
      path: v.instancePath.split('/').filter(Boolean),
    }));
    return { status: 400, body: summarizeIssues(issues) };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      (fastifyError.code && messageByCode[fastifyError.code]) ||
      (status === 404
        ? en.api.notFound
        : status === 429
          ? en.api.rateLimited
          : status === 413
            ? en.api.tooLarge
            : status === 415
              ? en.api.unsupportedType
              : en.api.badRequest);
    return { status, body: { error: message } };
  }
  return { status: 500, body: { error: en.api.serverError } };
}

export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toErrorReply(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: (error as FastifyError).code }, 'request refused');
      reply.status(status).send(body);
    });
    app.setNotFoundHandler((_request, reply) => {
      reply.status(404).send({ error: en.api.notFound } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
