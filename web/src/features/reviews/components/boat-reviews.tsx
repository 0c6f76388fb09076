import type { BoatDetail } from '@/api/client';
import { useLocale } from '@/i18n/texts';
import { ReviewForm } from './review-form';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** A boat's approved reviews (newest first, as the API gives them) and the form to write one. */
export function BoatReviews({ boat }: { boat: Pick<BoatDetail, 'slug' | 'reviews'> }) {
  const { t: texts, lang, date } = useLocale();
  return (
    <section className="boat-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{texts.reviews.heading}</h2>
      {boat.reviews.length === 0 ? (
        <p className="muted">{texts.reviews.none}</p>
      ) : (
        <ul className="reviews">
          {boat.reviews.map((r) => (
            <li key={r.id}>
              <strong>{r.name}</strong>{' '}
              <span className="stars" role="img" aria-label={texts.reviews.outOf(r.rating)}>
                {stars(r.rating)}
              </span>{' '}
              <span className="muted">{date(r.createdAt)}</span>
              {/* Written in the language of the page it was sent from; marked where that is not this page's. */}
              <p lang={r.language === lang ? undefined : r.language}>{r.text}</p>
            </li>
          ))}
        </ul>
      )}
      <ReviewForm slug={boat.slug} />
    </section>
  );
}
