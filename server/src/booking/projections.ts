import type { PersonalTextFields } from '../eventstore/personal-texts.js';
import type { Projection } from '../eventstore/store.js';
import { boatDatesProjection } from './availability/projection.js';
import { closingsProjection } from './closing/projection.js';
import { occupancyProjection } from './occupancy.js';
import { RESERVATION_PERSONAL_TEXTS } from './reservation/events.js';
import { paymentsProjection, reservationsListProjection } from './reservation/projections.js';

/** Every read model of the reservation core, in the order they run (payments read reservations). */
export const inlineProjections: Projection[] = [
  occupancyProjection,
  reservationsListProjection,
  paymentsProjection,
  closingsProjection,
  boatDatesProjection,
];

/**
 * The booking core's event fields that hold a person's text, kept out of the log by the store
 * (`eventstore/personal-texts.ts`). Closings' and boat dates' notes are the office's words about a
 * boat, not a customer's, and stay in their events.
 */
export const personalTextFields: PersonalTextFields = { ...RESERVATION_PERSONAL_TEXTS };
