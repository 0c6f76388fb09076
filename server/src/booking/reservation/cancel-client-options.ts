import { retryTransient } from '../../platform/transient.js';
import { lockBoatDates } from '../boat-lock.js';
import { execute } from '../command-handler.js';
import { metadataOf, type RequestContext } from '../context.js';
import { liveWebsiteOptionsOf } from './candidates-repository.js';
import { reservationSpec } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';

/**
 * Cancels every live website option one client address made (a flood), in one transaction,
 * each with the office's note: the events say who did it and why.
 */
export async function cancelClientOptions(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'reactions'>,
  fingerprint: string,
  note: string,
  ctx: RequestContext,
): Promise<{ cancelled: number; references: string[] }> {
  const { sql } = deps;
  const live = await liveWebsiteOptionsOf(sql, fingerprint);
  if (live.length === 0) return { cancelled: 0, references: [] };
  const reason = `Aynı kaynaktan gelen opsiyonlar toplu iptal edildi (istemci ${fingerprint}): ${note.trim()}`;
  await retryTransient(() =>
    sql.begin(async (tx) => {
      await lockBoatDates(
        tx,
        live.map((r) => r.boatId),
      );
      for (const r of live) {
        await execute(
          tx,
          deps.store,
          reservationSpec,
          reservationStreamId(r.id),
          // Not mailed: a flood's addresses are whatever was typed, perhaps a stranger's (the events say so).
          {
            type: 'CancelReservation',
            data: { reason: 'office', note: reason, notify: false },
            metadata: { now: ctx.now },
          },
          metadataOf(ctx),
        );
      }
    }),
  );
  deps.reactions.kick();
  return { cancelled: live.length, references: live.map((r) => r.reference) };
}
