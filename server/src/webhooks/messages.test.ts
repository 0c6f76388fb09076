import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../eventstore/types.js';
import type { PartnerScope } from '../partners/schemas.js';
import { messagesOf, type EventFacts, type WebhookMessage } from './messages.js';
import type { DispatchEndpoint } from './repository.js';
import { endpointReceives } from './routing.js';

const RES = '4b0f7d1e-2c3a-4f5e-9a8b-1c2d3e4f5a6b';
const CLOSING = '0c8f6c1e-3d5a-4f3b-9c2e-7a1d4e5f6a7b';
let position = 0;
const event = (streamId: string, type: string, data: object): StoredEvent => ({
  position: ++position,
  transactionId: String(position),
  streamId,
  version: position,
  eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  schemaVersion: 1,
  data,
  metadata: { actor: { kind: 'visitor' }, at: '2027-03-01T09:00:00.000Z' },
  recordedAt: '2027-03-01T09:00:00.000Z',
});
const facts = (partnerId: string | null = null): EventFacts => ({
  reservations: new Map([
    [RES, { reference: 'FT-2027-000123', boatId: 12, start: '2027-06-12', end: '2027-06-19', partnerId }],
  ]),
  closings: new Map([[CLOSING, { boatId: 7, start: '2027-07-01', end: '2027-07-04' }]]),
});
const bodies = (messages: WebhookMessage[]) =>
  messages.map((m) => JSON.parse(m.body) as { type: string; data: object });

describe('webhook messages from the log', () => {
  it('a booking: reservation.created from the event itself, and the boat held on those days', () => {
    const messages = messagesOf(
      event(`reservation-${RES}`, 'ReservationRequested', {
        reservationId: RES,
        reference: 'FT-2027-000123',
        boatId: 12,
        customerId: 'c',
        start: '2027-06-12',
        end: '2027-06-19',
        guests: 6,
        optionUntil: '2027-03-03T09:00:00.000Z',
        channel: 'website',
        note: 'Kişisel not',
      }),
      facts(),
    );
    expect(messages.map((m) => [m.type, m.lane])).toEqual([
      ['reservation.created', `reservation:${RES}`],
      ['availability.changed', 'boat:12'],
    ]);
    expect(bodies(messages)).toEqual([
      {
        type: 'reservation.created',
        timestamp: '2027-03-01T09:00:00.000Z',
        data: {
          reservationId: RES,
          reference: 'FT-2027-000123',
          boatId: 12,
          startDate: '2027-06-12',
          endDate: '2027-06-19',
          status: 'option',
          guests: 6,
          optionUntil: '2027-03-03T09:00:00.000Z',
          channel: 'website',
        },
      },
      {
        type: 'availability.changed',
        timestamp: '2027-03-01T09:00:00.000Z',
        data: { boatId: 12, ranges: [{ start: '2027-06-12', end: '2027-06-19' }] },
      },
    ]);
    expect(messages.map((m) => m.body).join('')).not.toContain('Kişisel');
  });

  it('gives a message the same id and bytes however often it is built', () => {
    const e = event(`reservation-${RES}`, 'ReservationConfirmed', { by: 'office' });
    expect(messagesOf(e, facts())).toEqual(messagesOf(e, facts()));
    expect(messagesOf(e, facts())[0]!.messageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['OptionExpired', { optionUntil: 'x' }, ['reservation.option_expired', 'availability.changed']],
    ['PaymentRecorded', { amount: 84000, currency: 'EUR', confirmedOption: true }, ['reservation.deposit_recorded']],
    ['ReservationConfirmed', { by: 'deposit' }, ['reservation.confirmed']],
    ['ReservationCancelled', { reason: 'customer', note: 'x' }, ['reservation.cancelled', 'availability.changed']],
    [
      'ReservationRescheduled',
      { start: '2027-06-13', end: '2027-06-20', previous: { start: '2027-06-12', end: '2027-06-19' } },
      ['reservation.changed', 'availability.changed'],
    ],
    ['ExtrasChanged', { quote: {} }, ['reservation.changed']],
    ['HoldConfirmed', { optionUntil: 'x' }, ['reservation.changed']],
    ['ReservationDetailsChanged', { guests: 4 }, ['reservation.changed']],
    ['ReservationDetailsChanged', { note: 'yalnızca not' }, []],
    ['BankDetailsSent', { amountDue: 1 }, []],
    ['PassengerListSaved', { entered: 3 }, []],
  ])('%s → %j', (type, data, expected) => {
    expect(messagesOf(event(`reservation-${RES}`, type, data), facts()).map((m) => m.type)).toEqual(expected);
  });

  it('tells nothing of a reservation the read model no longer has', () => {
    const none: EventFacts = { reservations: new Map(), closings: new Map() };
    expect(messagesOf(event(`reservation-${RES}`, 'ReservationConfirmed', { by: 'office' }), none)).toEqual([]);
  });

  it("a boat's closings and blocks change its availability; an imported clash takes no day", () => {
    const of = (streamId: string, type: string, data: object) =>
      bodies(messagesOf(event(streamId, type, data), facts())).map((b) => b.data);
    expect(of(`closing-${CLOSING}`, 'ClosingOpened', { boatId: 7, start: '2027-07-01', end: '2027-07-04' })).toEqual([
      { boatId: 7, ranges: [{ start: '2027-07-01', end: '2027-07-04' }] },
    ]);
    expect(of(`closing-${CLOSING}`, 'ClosingChanged', { start: '2027-07-02', end: '2027-07-05' })).toEqual([
      { boatId: 7, ranges: [{ start: '2027-07-02', end: '2027-07-05' }] },
    ]);
    expect(of(`closing-${CLOSING}`, 'ClosingRemoved', { reason: null })).toEqual([
      { boatId: 7, ranges: [{ start: '2027-07-01', end: '2027-07-04' }] },
    ]);
    expect(
      of('availability-9', 'DatesBlocked', {
        boatId: 9,
        blockId: 'b',
        start: '2027-08-01',
        end: '2027-08-03',
        kind: 'maintenance',
      }),
    ).toEqual([{ boatId: 9, ranges: [{ start: '2027-08-01', end: '2027-08-03' }] }]);
    expect(of('availability-9', 'DatesUnblocked', { blockId: 'b' })).toEqual([{ boatId: 9, ranges: [] }]);
    expect(
      of('availability-9', 'DatesBlocked', { boatId: 9, blockId: 'c', start: 'a', end: 'b', kind: 'ical_clash' }),
    ).toEqual([]);
  });
});

describe('which endpoints get a message', () => {
  const endpoint = (over: Partial<DispatchEndpoint> = {}): DispatchEndpoint => ({
    id: 'e',
    partnerId: null,
    eventTypes: ['reservation.created', 'availability.changed'],
    createdAt: new Date('2027-03-01T08:00:00.000Z'),
    ...over,
  });
  const requested = (partnerId: string | null) =>
    messagesOf(
      event(`reservation-${RES}`, 'ReservationRequested', {
        reservationId: RES,
        reference: 'FT',
        boatId: 12,
        start: '2027-06-12',
        end: '2027-06-19',
        guests: 2,
        optionUntil: 'x',
        channel: 'partner',
      }),
      facts(partnerId),
    );

  it("the office's endpoint: every type it chose, from its creation on", () => {
    const [created, availability] = requested(null);
    expect(endpointReceives(endpoint(), created!)).toBe(true);
    expect(endpointReceives(endpoint(), availability!)).toBe(true);
    expect(endpointReceives(endpoint({ eventTypes: ['availability.changed'] }), created!)).toBe(false);
    expect(endpointReceives(endpoint({ createdAt: new Date('2027-03-01T10:00:00.000Z') }), created!)).toBe(false);
  });

  const every = { scopes: ['bookings:read', 'availability:read'] as PartnerScope[], disabled: false };

  it("a partner's endpoint: its own reservations and every boat's availability, no other reservation", () => {
    const mine = endpoint({ partnerId: 'p1' });
    const [own, ownAvailability] = requested('p1');
    const [theirs, theirAvailability] = requested('p2');
    const [website] = requested(null);
    expect(endpointReceives(mine, own!, every)).toBe(true);
    expect(endpointReceives(mine, theirs!, every)).toBe(false);
    expect(endpointReceives(mine, website!, every)).toBe(false);
    expect(endpointReceives(mine, ownAvailability!, every)).toBe(true);
    expect(endpointReceives(mine, theirAvailability!, every)).toBe(true);
  });

  it("a partner's endpoint: only the types its partner's scopes cover now, nothing while the partner is disabled or gone", () => {
    const mine = endpoint({ partnerId: 'p1' });
    const [own, availability] = requested('p1');
    const bookingsOnly = { scopes: ['bookings:read'] as PartnerScope[], disabled: false };
    const availabilityOnly = { scopes: ['availability:read'] as PartnerScope[], disabled: false };
    expect([endpointReceives(mine, own!, bookingsOnly), endpointReceives(mine, availability!, bookingsOnly)]).toEqual([
      true,
      false,
    ]);
    expect([
      endpointReceives(mine, own!, availabilityOnly),
      endpointReceives(mine, availability!, availabilityOnly),
    ]).toEqual([false, true]);
    const closed = { ...every, disabled: true };
    expect([endpointReceives(mine, own!, closed), endpointReceives(mine, availability!, closed)]).toEqual([
      false,
      false,
    ]);
    expect([endpointReceives(mine, own!), endpointReceives(mine, availability!)]).toEqual([false, false]);
    // The office's own endpoint has no partner to ask.
    expect(endpointReceives(endpoint(), availability!)).toBe(true);
  });
});
