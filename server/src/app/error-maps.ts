import { authErrors } from '../auth/errors.js';
import { boatsErrors } from '../boats/errors.js';
import { bookingErrors } from '../booking/errors.js';
import { calendarErrors } from '../calendar/errors.js';
import { contentErrors } from '../content/errors.js';
import { limitsErrors } from '../limits/errors.js';
import { mailErrors } from '../mail/errors.js';
import { messagesErrors } from '../messages/errors.js';
import { partnersErrors } from '../partners/errors.js';
import { webhooksErrors } from '../webhooks/errors.js';
import { placesErrors } from '../places/errors.js';
import type { ErrorMap } from '../platform/errors.js';
import { searchErrors } from '../search/errors.js';
import { settingsErrors } from '../settings/errors.js';

/** Every module's typed errors as answers, asked by the one error handler (`server/test/error-maps.test.ts` checks none is missing). */
export const ERROR_MAPS: readonly ErrorMap[] = [
  authErrors,
  bookingErrors,
  boatsErrors,
  calendarErrors,
  contentErrors,
  limitsErrors,
  mailErrors,
  messagesErrors,
  partnersErrors,
  webhooksErrors,
  placesErrors,
  searchErrors,
  settingsErrors,
];
