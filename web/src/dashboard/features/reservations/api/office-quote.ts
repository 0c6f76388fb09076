import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/dashboard/api/client';
import { reservationsKeys } from './reservations';

/** The office form's stay: boat, days, guests, display currency and the optional extras chosen. */
export type OfficeQuoteInput = BodyOf<'/v1/admin/reservations/quote', 'post'>;

/** What the office's booking of `body` would cost (the booking is priced the same way); nothing is written. */
export const getOfficeQuote = async (body: OfficeQuoteInput) =>
  (await unwrap(api.POST('/v1/admin/reservations/quote', { body }))).content;
export type OfficeQuote = Awaited<ReturnType<typeof getOfficeQuote>>;

export const officeQuoteQueryOptions = (input: OfficeQuoteInput) =>
  queryOptions({
    queryKey: [...reservationsKeys.all, 'quote', input] as const,
    queryFn: () => getOfficeQuote(input),
    // A refusal (no price for a day, a minimum stay) is an answer to show, not a failure to retry.
    retry: false,
    // The previous price stays (dimmed) while a changed quantity or date is priced.
    placeholderData: keepPreviousData,
  });

export const useOfficeQuote = (input: OfficeQuoteInput, enabled: boolean) =>
  useQuery({ ...officeQuoteQueryOptions(input), enabled });
