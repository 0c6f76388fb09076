import { AppError, type ErrorMap } from '../platform/errors.js';

/** A feed URL the office wants to save points into the server's own network: no sync could ever read it. */
export class IcalUrlRefused extends Error {
  constructor(readonly url: string) {
    super(`iCal URL into the private network: ${url}`);
    this.name = 'IcalUrlRefused';
  }
}

/** The calendar's typed errors as answers (registered with the error handler in `app.ts`). */
export const calendarErrors: ErrorMap = (e) => {
  if (e instanceof IcalUrlRefused)
    return new AppError(
      400,
      'ICAL_URL_PRIVATE',
      'iCal adresi kaydedilmedi: adres iç ağdaki bir sunucuyu gösteriyor; yalnızca internetteki adresler okunabilir.',
    );
  return undefined;
};
