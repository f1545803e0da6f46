import { SERVER_MESSAGES } from '../contract/api-messages.ts';

/** An error whose message is safe to show the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const unauthorized = (message: string = SERVER_MESSAGES.pleaseLogIn) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
