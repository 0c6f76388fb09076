import type { ReactNode } from 'react';
import type { SearchItem } from '@/api/client';
import { Price } from '@/components/ui/price';
import { formatNumber } from '@/lib/money';

interface BoatCardProps {
  boat: SearchItem;
  kind: 'rent' | 'sale';
  /** Slot for page-level actions (the favourite button), so this feature stays independent. */
  action?: ReactNode;
  eager?: boolean;
}

export function BoatCard({ boat, kind, action, eager = false }: BoatCardProps) {
  const money = kind === 'sale' ? boat.salePrice : boat.lowestDailyPrice;
  return (
    <article className="card" data-testid="boat-card">
      <div className="card-media">
        {boat.thumbnail && (
          <img
            src={boat.thumbnail}
            alt={boat.name}
            width={400}
            height={267}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      {action}
      <div className="card-body">
        <div className="muted">
          {boat.typeName} · {boat.marinaName} {boat.boatOfMonth && <span className="badge">Ayın Teknesi</span>}
        </div>
        <h3>
          <a href={`/boat/${boat.slug}`}>{boat.name}</a>
        </h3>
        <div className="muted">
          {formatNumber(boat.lengthM)} m · {boat.guestsDay} misafir · {boat.cabins} kabin
          {boat.rating.count > 0 && boat.rating.average !== null && (
            <>
              {' '}
              · <span className="stars">★ {formatNumber(boat.rating.average)}</span> ({boat.rating.count})
            </>
          )}
        </div>
        {money && (
          <div className="card-price">
            {kind === 'rent' && <span className="muted">Günlük </span>}
            <Price money={money} />
          </div>
        )}
      </div>
    </article>
  );
}
