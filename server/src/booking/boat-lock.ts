import type { Db } from '../platform/db.js';
import { DATES_TAKEN, takeBoatLocks } from './boat-lock-repository.js';
import type { Clash } from './errors.js';

/**
 * Takes the boats' locks for the caller's transaction (see `boat-lock-repository.ts`), in ascending id
 * order (a transaction that writes several boats never waits in a different order than another one).
 */
export async function lockBoatDates(tx: Db, boatIds: readonly number[]): Promise<void> {
  const ids = [...new Set(boatIds)].sort((x, y) => x - y);
  if (ids.length === 0) return;
  await takeBoatLocks(tx, ids);
}

/** A `source:start:end` text (see `bookingGate`) as a clash. */
function parseClash(text: string): Clash {
  const [source = '', start = '', end = ''] = text.split(':');
  return { source, start, end };
}

/** What held the dates when a booking's gate (`bookingGate`) stopped it, or undefined for any other error. */
export function datesTaken(e: unknown): Clash | undefined {
  const { code, message } = e as { code?: string; message?: string };
  if (code !== 'FT001' || !message?.startsWith(DATES_TAKEN)) return undefined;
  return parseClash(message.slice(DATES_TAKEN.length));
}

/** The clash `heldDates` answered, if any. */
export const heldClash = (text: string | null): Clash | undefined => (text === null ? undefined : parseClash(text));
