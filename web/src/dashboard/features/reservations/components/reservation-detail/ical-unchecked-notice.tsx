import type { AdminReservation } from '../../api/reservations';
import { ICAL_UNCHECKED } from '../../texts';

/** A website hold taken while the boat's iCal feed could not be read: the office checks the other calendar. */
export function IcalUncheckedNotice({ r }: { r: AdminReservation }) {
  if (!r.icalUnchecked) return null;
  return (
    <div className="ops-deposit-notice ops-ical-unchecked" role="status" aria-labelledby="res-ical-unchecked">
      <p id="res-ical-unchecked">{ICAL_UNCHECKED.title}</p>
      {ICAL_UNCHECKED.help} {ICAL_UNCHECKED.reason}: {r.icalUnchecked}
    </div>
  );
}
