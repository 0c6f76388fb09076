import { DataTable, queryState } from '@/dashboard/components/data-table';
import { useTransactions } from '../../api/reservations';
import { DETAIL as D } from '../../texts';
import { TRANSACTION_COLUMNS } from '../transactions-screen';

/** The reservation's payments and refunds (the transactions list's columns without reservation, boat and customer). */
export function PaymentsCard({ id }: { id: string }) {
  const tx = useTransactions({ skip: 0, take: 100, reservation_id: id });
  return (
    <section className="adm-card" aria-labelledby="res-payments">
      <h2 id="res-payments">{D.payments}</h2>
      <DataTable
        caption={D.payments}
        columns={TRANSACTION_COLUMNS.slice(3)}
        rows={tx.data?.content}
        rowKey={(t) => t.id}
        {...queryState(tx)}
        emptyLabel={D.paymentsEmpty}
      />
    </section>
  );
}
