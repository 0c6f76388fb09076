import type { IsoDate } from '../../common/dates.js';

/** A manual closing ("external" in the spec): the office closes a boat's dates by hand. */
export type ClosingKind = 'external_booking' | 'owner_use' | 'maintenance' | 'other';

export type ClosingEvent =
  | {
      type: 'ClosingOpened';
      data: { closingId: string; boatId: number; start: IsoDate; end: IsoDate; kind: ClosingKind; note: string | null };
    }
  | { type: 'ClosingChanged'; data: { start: IsoDate; end: IsoDate; kind: ClosingKind; note: string | null } }
  | { type: 'ClosingRemoved'; data: { reason: string | null } };

export const CLOSING_EVENT_TYPES: readonly ClosingEvent['type'][] = [
  'ClosingOpened',
  'ClosingChanged',
  'ClosingRemoved',
];

export type ClosingState =
  | { status: 'none' }
  | {
      status: 'active' | 'removed';
      boatId: number;
      start: IsoDate;
      end: IsoDate;
      kind: ClosingKind;
      note: string | null;
    };

export const initialClosingState: ClosingState = { status: 'none' };
export const closingStreamId = (id: string) => `closing-${id}`;

export function evolveClosing(state: ClosingState, event: ClosingEvent): ClosingState {
  switch (event.type) {
    case 'ClosingOpened':
      return { status: 'active', ...event.data };
    case 'ClosingChanged':
      return state.status === 'none' ? state : { ...state, ...event.data };
    case 'ClosingRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
  }
}
