// A refusal a handler or a service throws; the error plugin (plugins/errors.ts) turns it into the
// one error shape. Here, not in the plugin, so that services need no plugin to refuse.
import { en } from '../../shared/messages/en';

/** Throw from a handler to refuse with a given status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, en.api.notFound);
