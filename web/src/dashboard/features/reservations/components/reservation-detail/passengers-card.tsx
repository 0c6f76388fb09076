import { toast } from 'react-toastify';
import { ApiError } from '@/dashboard/api/client';
import { formatDate, formatDateTime } from '@/dashboard/components/format';
import { ErrorState, Loading } from '@/dashboard/components/states';
import type { AdminReservation } from '../../api/reservations';
import { openPassengerFile, usePassengerList } from '../../api/visitor-page';

/** Confirmed and fewer passengers entered than booked guests: the harbour master's list is not complete. */
export const passengerListMissing = (r: Pick<AdminReservation, 'status' | 'passengers' | 'guests'>) =>
  r.status === 'confirmed' && r.passengers < r.guests;

/** The passenger list the customer entered, with the CSV and the printable page for the harbour master. */
export function PassengersCard({ r }: { r: AdminReservation }) {
  const list = usePassengerList(r.id);
  const open = (kind: 'csv' | 'print') =>
    openPassengerFile(r.id, kind).catch((e: unknown) =>
      toast.error(e instanceof ApiError ? e.message : 'Yolcu listesi alınamadı.'),
    );
  return (
    <section className="adm-card" aria-labelledby="res-passengers">
      <h2 id="res-passengers">
        Yolcu listesi ({r.passengers}/{r.guests})
        {passengerListMissing(r) ? <span className="adm-tag is-warn"> liste eksik</span> : null}
      </h2>
      {list.isPending ? <Loading /> : null}
      {list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.passengers.length === 0 ? (
        <p className="muted">Müşteri henüz yolcu listesini girmedi.</p>
      ) : null}
      {list.data && list.data.passengers.length > 0 ? (
        <>
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="sr-only">Yolcu listesi</caption>
              <thead>
                <tr>
                  <th scope="col">Sıra</th>
                  <th scope="col">Ad soyad</th>
                  <th scope="col">Uyruk</th>
                  <th scope="col">Kimlik / pasaport</th>
                  <th scope="col">Doğum tarihi</th>
                </tr>
              </thead>
              <tbody>
                {list.data.passengers.map((p, i) => (
                  <tr key={i}>
                    <td>{i + 1}</td>
                    <td>{p.fullName}</td>
                    <td>{p.nationality}</td>
                    <td>{p.documentNo}</td>
                    <td>{formatDate(p.birthDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Acil durum telefonu: {list.data.emergencyPhone}
            {list.data.updatedAt ? (
              <span className="muted"> · güncelleme {formatDateTime(list.data.updatedAt)}</span>
            ) : null}
          </p>
          <div className="ops-actions">
            <button type="button" className="btn" onClick={() => void open('csv')}>
              CSV indir
            </button>
            <button type="button" className="btn" onClick={() => void open('print')}>
              Yazdırılabilir liste (liman başkanlığı)
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
