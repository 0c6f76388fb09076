import type { ReactNode } from 'react';
import type { SearchItem } from '@/api/client';
import { Price } from '@/components/ui/price';
import { Localized } from '@/i18n/localized';
import { useLocale } from '@/i18n/texts';

interface BoatCardProps {
  boat: SearchItem;
  kind: 'rent' | 'sale';
  /** Slot for page-level actions (the favourite button), so this feature stays independent. */
  action?: ReactNode;
  eager?: boolean;
}

export function BoatCard({ boat, kind, action, eager = false }: BoatCardProps) {
  const { t, lang, href, number } = useLocale();
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
          <Localized lang={lang} tr={boat.typeName} en={boat.typeNameEn} /> ·{' '}
          <Localized lang={lang} tr={boat.marinaName} en={boat.marinaNameEn} />{' '}
          {boat.boatOfMonth && <span className="badge">{t.common.boatOfMonth}</span>}
        </div>
        <h3>
          <a href={href(`/boat/${boat.slug}`)}>{boat.name}</a>
        </h3>
        <div className="muted">
          {number(boat.lengthM)} m · {t.common.guests(boat.guestsDay)} · {t.common.cabins(boat.cabins)}
          {boat.rating.count > 0 && boat.rating.average !== null && (
            <>
              {' '}
              · <span className="stars">★ {number(boat.rating.average)}</span> ({boat.rating.count})
            </>
          )}
        </div>
        {money && (
          <div className="card-price">
            {kind === 'rent' && <span className="muted">{t.common.daily}</span>}
            <Price money={money} />
          </div>
        )}
      </div>
    </article>
  );
}
