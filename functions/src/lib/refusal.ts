import { HttpsError } from 'firebase-functions/v2/https';
import { reasonCode, type ErrorReason } from '../contracts/error-reasons';

/**
 * A refusal the caller can act on: the reason and its facts as the error's details (the app
 * words them and picks the link), `message` for everyone else (a sentence, never a page path).
 */
export function refusal(details: ErrorReason, message: string): HttpsError {
  return new HttpsError(reasonCode(details), message, details);
}
