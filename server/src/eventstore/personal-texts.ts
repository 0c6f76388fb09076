import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.js';
import { createPersonalTextsRepository } from './personal-texts-repository.js';

/**
 * What a person typed (a booking note, a payment's reference, a cancellation's note, the office's
 * reason written to a customer) must go with a KVKK erasure, and events are never changed. So the
 * event does not hold the text: the append keeps it in `personal_texts` (one row per text, with the
 * stream it belongs to) and writes `{"$text": "<id>"}` in its place, with the paths it replaced under
 * `"$texts"`. Reading the event puts the text back, or `ERASED_TEXT` once the erasure has deleted the
 * stream's rows: a rebuild after an erasure gives the read models the erasure left.
 *
 * Which fields are a person's text is said by each module beside its events (`PersonalTextFields`)
 * and given to the store by the composition root. Events written before this existed (migration 0118)
 * keep their texts inline and are read as they are.
 */

/** In a read model, where an erased person's text was (the outbox's erased mails say the same). */
export const ERASED_TEXT = 'Kişisel veriler silindi (KVKK)';

/** Event type → the dotted paths of its data that hold a person's free text (string or null). */
export type PersonalTextFields = Readonly<Record<string, readonly string[]>>;

/** A text kept out of the event, where the event holds it. */
export interface TextRef {
  $text: string;
}

/** The marker a sealed event's data carries: the paths whose text is kept in `personal_texts`. */
const MARKER = '$texts';

export interface PersonalText {
  id: string;
  streamId: string;
  body: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isTextRef = (v: unknown): v is TextRef => isRecord(v) && typeof v.$text === 'string';

/** A copy of `data` with the value at `path` replaced (the objects on the way copied, nothing else). */
function replaced(data: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  if (rest.length === 0) return { ...data, [head]: value };
  const inner = data[head];
  return isRecord(inner) ? { ...data, [head]: replaced(inner, rest, value) } : data;
}

function valueAt(data: Record<string, unknown>, path: readonly string[]): unknown {
  let at: unknown = data;
  for (const key of path) {
    if (!isRecord(at)) return undefined;
    at = at[key];
  }
  return at;
}

/**
 * The event's data as stored: each personal text (a non-empty string at one of the type's paths)
 * replaced by a reference to a new `personal_texts` row, and the rows to write with the append. Data
 * with no such text is returned as it is (no marker).
 */
export function sealData(
  streamId: string,
  type: string,
  data: object,
  fields: PersonalTextFields,
): { data: object; texts: PersonalText[] } {
  const paths = fields[type];
  if (!paths?.length) return { data, texts: [] };
  let sealed = data as Record<string, unknown>;
  const texts: PersonalText[] = [];
  const done: string[] = [];
  for (const dotted of paths) {
    const path = dotted.split('.');
    const value = valueAt(sealed, path);
    if (typeof value !== 'string' || value === '') continue;
    const id = randomUUID();
    texts.push({ id, streamId, body: value });
    sealed = replaced(sealed, path, { $text: id } satisfies TextRef);
    done.push(dotted);
  }
  return done.length ? { data: { ...sealed, [MARKER]: done }, texts } : { data, texts: [] };
}

/** The ids of the texts a stored event's data refers to (none for data without the marker). */
export function textIdsOf(data: object): string[] {
  const paths = (data as Record<string, unknown>)[MARKER];
  if (!Array.isArray(paths)) return [];
  return paths
    .map((p) => valueAt(data as Record<string, unknown>, String(p).split('.')))
    .filter(isTextRef)
    .map((r) => r.$text);
}

/** The stored data as its writer gave it: each reference replaced by its text, or `ERASED_TEXT` when erased. */
export function openData<D extends object>(data: D, bodies: ReadonlyMap<string, string>): D {
  const record = data as Record<string, unknown>;
  const paths = record[MARKER];
  if (!Array.isArray(paths)) return data;
  let open: Record<string, unknown> = { ...record };
  delete open[MARKER];
  for (const dotted of paths) {
    const path = String(dotted).split('.');
    const ref = valueAt(open, path);
    if (isTextRef(ref)) open = replaced(open, path, bodies.get(ref.$text) ?? ERASED_TEXT);
  }
  return open as D;
}

/** Reads the texts the events refer to and gives the events back with their data opened (one query, none when no event has a text). */
export async function openEvents<E extends { data: object }>(db: Db, events: E[]): Promise<E[]> {
  const ids = events.flatMap((e) => textIdsOf(e.data));
  if (ids.length === 0) return events;
  const rows = await createPersonalTextsRepository(db).bodiesOf(ids);
  const bodies = new Map(rows.map((r) => [r.id, r.body]));
  return events.map((e) => (textIdsOf(e.data).length ? { ...e, data: openData(e.data, bodies) } : e));
}

/** Every text, for a reader that opens a long run of events synchronously (a rebuild's pass). */
export async function allTexts(db: Db): Promise<Map<string, string>> {
  const rows = await createPersonalTextsRepository(db).all();
  return new Map(rows.map((r) => [r.id, r.body]));
}

/** KVKK erasure: the texts of these streams are deleted; their events read `ERASED_TEXT` from now on. */
export async function erasePersonalTexts(tx: Db, streamIds: readonly string[]): Promise<number> {
  if (streamIds.length === 0) return 0;
  return createPersonalTextsRepository(tx).eraseStreams(streamIds);
}
