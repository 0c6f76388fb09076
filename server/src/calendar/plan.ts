import { overlaps, type IsoDate } from '../common/dates.js';
import type { FeedEvent } from './parse.js';

/** The UID of an occupied range in this site's export (`export.ts`): the same at every fetch. */
export const exportUid = (source: string, ref: string) => `${source}-${ref}@fethiyetekne`;

export type ImportKind = 'ical' | 'ical_clash';

/** A block imported earlier from the boat's feed. */
export interface ImportedBlock {
  blockId: string;
  uid: string | null;
  start: IsoDate;
  end: IsoDate;
  kind: ImportKind;
}

/** Something else that holds the boat: a reservation, a manual closing, a block set by hand. */
export interface Hold {
  start: IsoDate;
  end: IsoDate;
  source: string;
}

/** A hold as the occupancy read model names it: `ref` (a reservation's id) and its status. */
export interface NamedHold extends Hold {
  ref: string;
  status: string;
}

/** A feed event over an open reservation of the boat. */
export interface ReservationClash {
  reservationId: string;
  uid: string;
  start: IsoDate;
  end: IsoDate;
}

/**
 * The feed's events over the boat's open reservations (option or confirmed): the other platform sold
 * days this site sold too. Every such pair, whatever the plan does with the range (a flagged
 * `ical_clash` block, unchanged since an earlier sync). The reservation's own event of this site's
 * export, echoed back by a platform that re-publishes what it imports, is not a clash.
 */
export function reservationClashes(feed: readonly FeedEvent[], holds: readonly NamedHold[]): ReservationClash[] {
  const open = holds.filter((h) => h.source === 'reservation' && (h.status === 'option' || h.status === 'confirmed'));
  return feed.flatMap((e) =>
    open
      .filter((h) => overlaps(h.start, h.end, e.start, e.end) && e.uid !== exportUid('reservation', h.ref))
      .map((h) => ({ reservationId: h.ref, uid: e.uid, start: e.start, end: e.end })),
  );
}

export interface PlannedBlock {
  uid: string;
  start: IsoDate;
  end: IsoDate;
  kind: ImportKind;
  /** What the range clashes with (`reservation`, `closing`, `availability`, or `feed` for the feed's own overlaps). */
  clashWith: string | null;
}

export interface SyncPlan {
  added: PlannedBlock[];
  changed: (PlannedBlock & { blockId: string; before: { start: IsoDate; end: IsoDate; kind: ImportKind } })[];
  removed: ImportedBlock[];
  unchanged: PlannedBlock[];
  clashes: PlannedBlock[];
}

/**
 * Compares a feed with the blocks imported before (by UID). A range that overlaps another hold
 * of the boat, or an earlier range of the same feed, cannot hold the dates: it is kept as a
 * flagged `ical_clash` block, never dropped.
 */
export function planSync(
  feed: readonly FeedEvent[],
  imported: readonly ImportedBlock[],
  holds: readonly Hold[],
): SyncPlan {
  const plan: SyncPlan = { added: [], changed: [], removed: [], unchanged: [], clashes: [] };
  const accepted: FeedEvent[] = [];
  const existing = new Map<string, ImportedBlock>();
  for (const b of imported) {
    if (b.uid !== null && !existing.has(b.uid)) existing.set(b.uid, b);
    else plan.removed.push(b);
  }
  for (const e of feed) {
    const hold = holds.find((h) => overlaps(h.start, h.end, e.start, e.end));
    const self = hold ? undefined : accepted.find((a) => overlaps(a.start, a.end, e.start, e.end));
    const clashWith = hold?.source ?? (self ? 'feed' : null);
    if (!clashWith) accepted.push(e);
    const planned: PlannedBlock = {
      uid: e.uid,
      start: e.start,
      end: e.end,
      kind: clashWith ? 'ical_clash' : 'ical',
      clashWith,
    };
    if (clashWith) plan.clashes.push(planned);
    const before = existing.get(e.uid);
    existing.delete(e.uid);
    if (!before) plan.added.push(planned);
    else if (before.start === e.start && before.end === e.end && before.kind === planned.kind)
      plan.unchanged.push(planned);
    else
      plan.changed.push({
        ...planned,
        blockId: before.blockId,
        before: { start: before.start, end: before.end, kind: before.kind },
      });
  }
  plan.removed.push(...existing.values());
  return plan;
}
