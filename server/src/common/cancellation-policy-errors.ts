import { AppError, type ErrorMap } from '../platform/errors.js';
import { PolicyInvalid } from './cancellation-policy.js';

/** A refused cancellation policy as an answer (registered with the error handler in `app.ts`). */
export const policyErrors: ErrorMap = (e) =>
  e instanceof PolicyInvalid ? new AppError(400, 'INVALID_CANCELLATION_POLICY', e.problem) : undefined;
