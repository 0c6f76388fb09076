import type { Texts } from './tr';

/**
 * What the visitor reads for an API refusal: the page language's text for its code where the
 * dictionary has one (English pages), else the API's own (Turkish) message.
 */
export const apiMessage = (t: Texts, error: { code: string; message: string }): string =>
  t.apiErrors[error.code] ?? error.message;
