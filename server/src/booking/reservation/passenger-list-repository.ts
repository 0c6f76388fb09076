import type { Db } from '../../platform/db.js';
import type { PassengerList, PassengerListInput } from './passenger-list.js';

/** The reservation's list, or null while none was entered. */
export async function passengerListOf(db: Db, reservationId: string): Promise<PassengerList | null> {
  const [list] = await db<{ emergencyPhone: string; updatedAt: Date }[]>`
    select emergency_phone, updated_at from passenger_lists where reservation_id = ${reservationId}`;
  if (!list) return null;
  const rows = await db<
    { fullName: string; nationality: string; documentNo: string; birthDate: string; consentedAt: Date }[]
  >`select full_name, nationality, document_no, birth_date::text, consented_at from passengers
     where reservation_id = ${reservationId} order by position`;
  return {
    emergencyPhone: list.emergencyPhone,
    updatedAt: list.updatedAt.toISOString(),
    passengers: rows.map((r) => ({ ...r, consentedAt: r.consentedAt.toISOString() })),
  };
}

/** Replaces the reservation's list with a checked one, in one transaction. */
export async function savePassengerList(
  db: Db,
  reservationId: string,
  list: PassengerListInput,
  now: string,
): Promise<void> {
  const run = async (tx: Db) => {
    await tx`
      insert into passenger_lists (reservation_id, emergency_phone, updated_at) values (${reservationId}, ${list.emergencyPhone}, ${now})
      on conflict (reservation_id) do update set emergency_phone = excluded.emergency_phone, updated_at = excluded.updated_at`;
    await tx`delete from passengers where reservation_id = ${reservationId}`;
    await tx`insert into passengers ${tx(
      list.passengers.map((p, i) => ({
        reservation_id: reservationId,
        position: i + 1,
        full_name: p.fullName,
        nationality: p.nationality,
        document_no: p.documentNo,
        birth_date: p.birthDate,
        consented_at: now,
      })),
    )}`;
  };
  if ('begin' in db) await db.begin(run);
  else await run(db);
}

/** KVKK erasure: the list goes with the customer (its passengers by cascade). */
export async function erasePassengerList(tx: Db, reservationId: string): Promise<void> {
  await tx`delete from passenger_lists where reservation_id = ${reservationId}`;
}
