import { uuidV5 } from '../common/uuid.js';
import type { StoredEvent } from '../eventstore/types.js';
import type { WebhookData, WebhookEventType, WebhookPayload } from './payloads.js';

/** What the log's events do not carry themselves, read once per batch (`dispatch-deliveries.ts`). */
export interface ReservationFacts {
  reference: string;
  boatId: number;
  start: string;
  end: string;
  /** The partner whose channel booked it (`partner-seams.ts`); null for every other booking. */
  partnerId: string | null;
}
export interface ClosingFacts {
  boatId: number;
  start: string;
  end: string;
}
export interface EventFacts {
  reservations: ReadonlyMap<string, ReservationFacts>;
  closings: ReadonlyMap<string, ClosingFacts>;
}

/** One webhook message: what every subscribed endpoint gets for one event and type. */
export interface WebhookMessage {
  /** `webhook-id`: the same for every endpoint, retry and redelivery of this message. */
  messageId: string;
  eventId: string;
  type: WebhookEventType;
  /** Deliveries of one lane (a reservation, or a boat's availability) reach an endpoint in order. */
  lane: string;
  /** The partner a reservation message belongs to (null: none, or not a reservation message). */
  partnerId: string | null;
  recordedAt: string;
  body: string;
}

/** The log's event types that become webhooks: the dispatcher reads only these. */
export const MESSAGE_SOURCE_EVENTS = [
  'ReservationRequested',
  'OptionExpired',
  'PaymentRecorded',
  'ReservationConfirmed',
  'ReservationCancelled',
  'ReservationRescheduled',
  'ExtrasChanged',
  'ReservationDetailsChanged',
  'HoldConfirmed',
  'ClosingOpened',
  'ClosingChanged',
  'ClosingRemoved',
  'DatesBlocked',
  'BlockChanged',
  'DatesUnblocked',
] as const;

const idAfter = (streamId: string, prefix: string) =>
  streamId.startsWith(prefix) ? streamId.slice(prefix.length) : undefined;

/** The reservation, closing or boat an event's stream is about. */
export function streamSubject(streamId: string) {
  return {
    reservationId: idAfter(streamId, 'reservation-'),
    closingId: idAfter(streamId, 'closing-'),
    boatId: ((id) => (id === undefined ? undefined : Number(id)))(idAfter(streamId, 'availability-')),
  };
}

type Data = Record<string, unknown>;
type Range = { start: string; end: string };

/**
 * The webhook messages one event of the log makes, built from the event itself and `facts` (a
 * reservation's number and boat, a closing's boat and days). An event whose subject the facts lack
 * (a reservation erased from the read model) makes none. Pure: the same event gives the same bytes.
 */
export function messagesOf(event: StoredEvent, facts: EventFacts): WebhookMessage[] {
  const out: WebhookMessage[] = [];
  const d = event.data as Data;
  const message = <T extends WebhookEventType>(
    type: T,
    lane: string,
    partnerId: string | null,
    data: WebhookData<T>,
  ) => {
    const payload: WebhookPayload<T> = { type, timestamp: event.recordedAt, data };
    out.push({
      messageId: uuidV5(`webhook:${event.eventId}:${type}`),
      eventId: event.eventId,
      type,
      lane,
      partnerId,
      recordedAt: event.recordedAt,
      body: JSON.stringify(payload),
    });
  };
  const availability = (boatId: number, ranges: Range[]) =>
    message('availability.changed', `boat:${boatId}`, null, { boatId, ranges });
  const subject = streamSubject(event.streamId);

  if (subject.reservationId) {
    const id = subject.reservationId;
    const known = facts.reservations.get(id);
    if (event.type === 'ReservationRequested') {
      // Everything is in the event itself; the read model is only asked for the partner.
      const boatId = d.boatId as number;
      const base = {
        reservationId: id,
        reference: d.reference as string,
        boatId,
        startDate: d.start as string,
        endDate: d.end as string,
      };
      message('reservation.created', `reservation:${id}`, known?.partnerId ?? null, {
        ...base,
        status: 'option',
        guests: d.guests as number,
        optionUntil: d.optionUntil as string,
        channel: d.channel as string,
      });
      availability(boatId, [{ start: base.startDate, end: base.endDate }]);
      return out;
    }
    if (!known) return out;
    const lane = `reservation:${id}`;
    const base = {
      reservationId: id,
      reference: known.reference,
      boatId: known.boatId,
      startDate: known.start,
      endDate: known.end,
    };
    const freed = () => availability(known.boatId, [{ start: known.start, end: known.end }]);
    switch (event.type) {
      case 'OptionExpired':
        message('reservation.option_expired', lane, known.partnerId, {
          ...base,
          status: 'cancelled',
          optionUntil: d.optionUntil as string,
        });
        freed();
        break;
      case 'PaymentRecorded':
        message('reservation.deposit_recorded', lane, known.partnerId, {
          ...base,
          payment: { amount: d.amount as number, currency: d.currency as string },
          confirmed: d.confirmedOption === true,
        });
        break;
      case 'ReservationConfirmed':
        message('reservation.confirmed', lane, known.partnerId, {
          ...base,
          status: 'confirmed',
          by: d.by as 'deposit' | 'office',
        });
        break;
      case 'ReservationCancelled':
        message('reservation.cancelled', lane, known.partnerId, {
          ...base,
          status: 'cancelled',
          reason: d.reason as 'customer' | 'office' | 'owner' | 'other',
        });
        freed();
        break;
      case 'ReservationRescheduled': {
        const previous = d.previous as Range;
        message('reservation.changed', lane, known.partnerId, {
          ...base,
          startDate: d.start as string,
          endDate: d.end as string,
          change: 'dates',
          previous: { startDate: previous.start, endDate: previous.end },
        });
        availability(known.boatId, [previous, { start: d.start as string, end: d.end as string }]);
        break;
      }
      case 'ExtrasChanged':
        message('reservation.changed', lane, known.partnerId, { ...base, change: 'extras' });
        break;
      case 'ReservationDetailsChanged':
        // A note alone is what a person typed: nothing to tell.
        if (d.guests !== undefined || d.platformRef !== undefined)
          message('reservation.changed', lane, known.partnerId, { ...base, change: 'details' });
        break;
      case 'HoldConfirmed':
        message('reservation.changed', lane, known.partnerId, {
          ...base,
          change: 'option_extended',
          optionUntil: d.optionUntil as string,
        });
        break;
    }
    return out;
  }

  if (subject.closingId) {
    if (event.type === 'ClosingOpened') {
      availability(d.boatId as number, [{ start: d.start as string, end: d.end as string }]);
      return out;
    }
    const known = facts.closings.get(subject.closingId);
    if (!known) return out;
    // A change's new days are in the event (the read model may already hold later ones); a removal's are
    // the closing's own.
    const days = event.type === 'ClosingChanged' ? { start: d.start as string, end: d.end as string } : known;
    availability(known.boatId, [{ start: days.start, end: days.end }]);
    return out;
  }

  if (subject.boatId !== undefined && Number.isInteger(subject.boatId)) {
    // A boat's own blocks (the office's, or imported from another platform's calendar). An imported event
    // over a booking the boat already holds (`ical_clash`) takes no day of its own.
    if (event.type === 'DatesBlocked' && d.kind === 'ical_clash') return out;
    const ranges = typeof d.start === 'string' && typeof d.end === 'string' ? [{ start: d.start, end: d.end }] : [];
    availability(subject.boatId, ranges);
  }
  return out;
}
