import { describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../eventstore/store.js';
import { AppError, toAppError } from '../platform/errors.js';
import {
  bookingErrors,
  ConcurrencyConflict,
  DatesUnavailable,
  DomainError,
  IdempotencyKeyReused,
  NotFound,
  StaleCatalog,
} from './errors.js';
import { PricingError } from './pricing.js';

const answer = (e: unknown) => {
  const a = toAppError(e, [bookingErrors]);
  return a && { statusCode: a.statusCode, code: a.code, message: a.message };
};

describe('the booking core’s typed errors as answers (one map)', () => {
  it('gives a decider’s refusal its status by kind, and 404 to an unknown reservation', () => {
    expect(answer(new DomainError('NOTHING_DUE', 'Bu rezervasyonun ödenecek tutarı kalmadı.'))).toEqual({
      statusCode: 409,
      code: 'NOTHING_DUE',
      message: 'Bu rezervasyonun ödenecek tutarı kalmadı.',
    });
    expect(answer(new DomainError('PAST_DATES', 'Geçmiş', 'invalid'))).toMatchObject({
      statusCode: 400,
      code: 'PAST_DATES',
    });
    expect(answer(new DomainError('RESERVATION_NOT_FOUND', 'Rezervasyon bulunamadı.'))).toMatchObject({
      statusCode: 404,
    });
    expect(answer(new NotFound('Kapatma kaydı bulunamadı.'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Kapatma kaydı bulunamadı.',
    });
  });

  it('names the clash of unavailable dates, or says only that they were taken', () => {
    expect(
      answer(
        new DatesUnavailable('2027-09-04', '2027-09-06', { source: 'closing', start: '2027-09-01', end: '2027-09-05' }),
      ),
    ).toEqual({
      statusCode: 409,
      code: 'DATES_UNAVAILABLE',
      message:
        'Seçilen tarihler (biniş 04.09.2027 – dönüş 06.09.2027) bu tekne için müsait değil: bir kapatma var (ilk kapalı gün 01.09.2027 – son kapalı gün 04.09.2027).',
    });
    expect(answer(new DatesUnavailable('2027-09-04', '2027-09-06', undefined))?.message).toBe(
      'Seçilen tarihler (biniş 04.09.2027 – dönüş 06.09.2027) bu tekne için artık müsait değil. Lütfen başka tarihler seçin.',
    );
  });

  // Issue 21: a closing typed 12.06–13.06 was reported as "12.06.2027 – 14.06.2027".
  it('reads every kind of range as the office typed it, asked and held alike', () => {
    const msg = (asked: 'stay' | 'closed', source: string, start: string, end: string) =>
      answer(new DatesUnavailable('2027-06-12', '2027-06-14', { source, start, end }, asked))?.message;
    expect(msg('stay', 'closing', '2027-06-12', '2027-06-14')).toBe(
      'Seçilen tarihler (biniş 12.06.2027 – dönüş 14.06.2027) bu tekne için müsait değil: bir kapatma var (ilk kapalı gün 12.06.2027 – son kapalı gün 13.06.2027).',
    );
    expect(msg('closed', 'reservation', '2027-06-10', '2027-06-13')).toBe(
      'Seçilen tarihler (ilk kapalı gün 12.06.2027 – son kapalı gün 13.06.2027) bu tekne için müsait değil: başka bir rezervasyon var (biniş 10.06.2027 – dönüş 13.06.2027).',
    );
    expect(msg('stay', 'ical', '2027-07-20', '2027-07-25')).toBe(
      'Seçilen tarihler (biniş 12.06.2027 – dönüş 14.06.2027) bu tekne için müsait değil: başka bir platformdaki bir rezervasyon var (ilk kapalı gün 20.07.2027 – son kapalı gün 24.07.2027).',
    );
    expect(msg('closed', 'availability', '2027-07-01', '2027-07-02')).toBe(
      'Seçilen tarihler (ilk kapalı gün 12.06.2027 – son kapalı gün 13.06.2027) bu tekne için müsait değil: teknenin kapalı olduğu bir dönem var (kapalı gün 01.07.2027).',
    );
  });

  it('answers pricing refusals, stale catalogs, stale screens and reused keys', () => {
    expect(answer(new PricingError('INVALID_RANGE', 'x'))).toMatchObject({ statusCode: 400, code: 'INVALID_RANGE' });
    expect(answer(new PricingError('NO_PRICE', 'x'))).toMatchObject({ statusCode: 409, code: 'NO_PRICE' });
    expect(answer(new StaleCatalog())).toMatchObject({ statusCode: 409, code: 'CATALOG_CHANGED' });
    expect(answer(new ConcurrencyConflict('reservation'))?.message).toMatch(
      /^Bu rezervasyon siz işlem yaparken değiştirildi/,
    );
    expect(answer(new ConcurrencyConflict('record'))?.message).toMatch(/^Bu kayıt siz işlem yaparken değiştirildi/);
    expect(answer(new IdempotencyKeyReused())).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('answers the event store’s stale writer without the store knowing HTTP', () => {
    const stale = new ConcurrencyError('reservation-1');
    expect(stale).not.toBeInstanceOf(AppError);
    expect(answer(stale)).toMatchObject({ statusCode: 409, code: 'CONCURRENCY_CONFLICT' });
  });

  it('knows nothing else', () => {
    expect(answer(new Error('boom'))).toBeUndefined();
  });
});
