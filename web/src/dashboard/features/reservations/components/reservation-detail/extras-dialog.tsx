import { type FormEvent, type ReactNode, useState } from 'react';
import { FormModal } from '@/dashboard/components/modal';
import { formatMoney } from '@/dashboard/components/money';
import { Loading } from '@/dashboard/components/states';
import { useForm } from '@/dashboard/components/use-form';
import { type AdminReservation, setExtras, useBoatExtras, useReservationAction } from '../../api/reservations';
import { DETAIL as D, EXTRA_UNIT_PLAIN, NOTIFY_CUSTOMER } from '../../texts';
import { NotifyCustomerField } from '../notify-customer-field';

/** One optional extra's line: what it is and costs, and the quantity typed for it. */
function QuantityChoice({
  id,
  name,
  max,
  value,
  onChange,
  children,
}: {
  id: number;
  name: string;
  max: number;
  value: string;
  onChange(id: number, value: string): void;
  children: ReactNode;
}) {
  return (
    <label>
      <span>{children}</span>
      <input
        type="number"
        min={0}
        max={max}
        inputMode="numeric"
        name={`extra-${id}`}
        aria-label={`${name}: ${D.extraQuantity}`}
        value={value}
        onChange={(ev) => onChange(id, ev.target.value)}
      />
    </label>
  );
}

/** The reservation's extras: the boat's mandatory ones (always in), a quantity for each optional one. */
export function ExtrasDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const offered = useBoatExtras(r.boat.id, true);
  const change = useReservationAction(
    r.id,
    setExtras(r.id),
    (next) => `Ekstralar değiştirildi; yeni toplam ${formatMoney(next.total, next.currency)}.`,
    onClose,
  );
  // Every line's quantity to start with; the boat's mandatory extras show no input and are not sent.
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(r.extras.map((e) => [e.extraId, String(e.quantity)])),
  );
  const setQuantity = (id: number, value: string) => setQuantities((q) => ({ ...q, [id]: value }));
  const [error, setError] = useState<string | null>(null);
  const notify = useForm({ notify: true }, () => ({}));
  const boatExtras = offered.data ?? [];
  // Lines for extras deleted from the boat since: kept at the agreed price (at most as many) until dropped.
  const withdrawn = offered.data ? r.extras.filter((l) => !boatExtras.some((e) => e.id === l.extraId)) : [];
  const optional = [
    ...boatExtras.filter((e) => !e.mandatory).map((e) => ({ id: e.id, name: e.name, max: e.maxQuantity })),
    ...withdrawn.map((l) => ({ id: l.extraId, name: l.name, max: l.quantity })),
  ];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen: { extraId: number; quantity: number }[] = [];
    for (const e of optional) {
      const text = (quantities[e.id] ?? '0').trim() || '0';
      const n = Number(text);
      if (!/^\d+$/.test(text) || (e.max !== null && n > e.max)) {
        setError(`${e.name}: ${D.extraQuantityRange(e.max)}`);
        return;
      }
      if (n > 0) chosen.push({ extraId: e.id, quantity: n });
    }
    setError(null);
    change.mutate({ extras: chosen, expectedVersion: r.version, notify: notify.values.notify });
  };
  return (
    <FormModal title={D.extrasChange} onClose={onClose} pending={change.isPending} onSubmit={submit} size="wide">
      <p className="muted">{D.extrasHelp}</p>
      {offered.isPending ? <Loading /> : null}
      {offered.data && offered.data.length === 0 && withdrawn.length === 0 ? <p>{D.extrasNone}</p> : null}
      <ul className="ops-extras-choice">
        {(offered.data ?? []).map((e) => (
          <li key={e.id}>
            {e.mandatory ? (
              <span>
                <strong>{e.name}</strong> — {formatMoney(e.priceMinor, e.currency)} {EXTRA_UNIT_PLAIN[e.unit]} (
                {D.extraMandatory})
              </span>
            ) : (
              <QuantityChoice
                id={e.id}
                name={e.name}
                max={e.maxQuantity ?? 100}
                value={quantities[e.id] ?? '0'}
                onChange={setQuantity}
              >
                <strong>{e.name}</strong> — {formatMoney(e.priceMinor, e.currency)} {EXTRA_UNIT_PLAIN[e.unit]}
                {e.maxQuantity !== null ? ` (${D.extraMax(e.maxQuantity)})` : ''}
              </QuantityChoice>
            )}
          </li>
        ))}
        {withdrawn.map((l) => (
          <li key={`withdrawn-${l.extraId}`}>
            <QuantityChoice
              id={l.extraId}
              name={l.name}
              max={l.quantity}
              value={quantities[l.extraId] ?? '0'}
              onChange={setQuantity}
            >
              <strong>{l.name}</strong> — {formatMoney(l.unitPrice.amount, l.unitPrice.currency)}{' '}
              {EXTRA_UNIT_PLAIN[l.unit]} ({D.extraWithdrawn(l.quantity)})
            </QuantityChoice>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <NotifyCustomerField field={notify.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.terms} />
    </FormModal>
  );
}
