import type { Projection } from '../eventstore/store.js';
import { boatDatesProjection } from './availability/projection.js';
import { closingsProjection } from './closing/projection.js';
import { occupancyProjection } from './occupancy.js';
import { paymentsProjection, reservationsListProjection } from './reservation/projections.js';

/** Every read model of the reservation core, in the order they run (payments read reservations). */
export const inlineProjections: Projection[] = [
  occupancyProjection,
  reservationsListProjection,
  paymentsProjection,
  closingsProjection,
  boatDatesProjection,
];
