import { useNavigate } from 'react-router-dom';
import { newClosingPath, newReservationPath } from '@/dashboard/components/create-links';
import { Modal } from '@/dashboard/components/modal';
import type { GridBoat } from '../api/fleet-grid';
import { blockDates, daysBetween, selectionAsClosing, selectionAsReservation } from './fleet-days';

const F = {
  chosen: 'Seçilen günler',
  reserve: 'Rezervasyon oluştur',
  close: 'Tarih kapat',
  cancel: 'Vazgeç',
} as const;

/** Free days of a boat chosen on the grid: [first, last]. */
export interface Chosen {
  boat: GridBoat;
  first: string;
  last: string;
}

/**
 * After a drag: a reservation (check-in the first day, check-out the day after the last) or, for the
 * office (`canClose`: manual closings are ADMIN only), a closing (first to last day).
 */
export function Chooser({
  chosen,
  guests,
  canClose,
  onClose,
}: {
  chosen: Chosen;
  guests: number | undefined;
  canClose: boolean;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const { boat, first, last } = chosen;
  const stay = selectionAsReservation(first, last);
  const closing = selectionAsClosing(first, last);
  const nights = daysBetween(stay.start, stay.end);
  return (
    <Modal
      title={F.chosen}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {F.cancel}
          </button>
          {canClose ? (
            <button
              type="button"
              className="btn"
              onClick={() => void navigate(newClosingPath(boat.id, closing.start, closing.last))}
            >
              {F.close}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void navigate(newReservationPath(boat.id, stay.start, stay.end, guests))}
          >
            {F.reserve}
          </button>
        </>
      }
    >
      <div className="fg-choice">
        <p>
          <strong>{boat.name}</strong> · {boat.capacity} kişi · {boat.marina.name}
        </p>
        <p>
          Rezervasyon: {blockDates('option', stay.start, stay.end)} ({nights} gece)
        </p>
        {canClose ? <p>Kapatma: {blockDates('closing', stay.start, stay.end)}</p> : null}
      </div>
    </Modal>
  );
}
