import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export type ExchangeInput = BodyOf<'/v1/admin/exchange/edit', 'put'>;
export type SiteInput = BodyOf<'/v1/admin/site/edit', 'put'>;
export type ContactInput = BodyOf<'/v1/admin/contact/edit', 'put'>;
export type SocialInput = BodyOf<'/v1/admin/social/edit', 'put'>;

export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  exchange: () => [...settingsKeys.all, 'exchange'] as const,
  /** Site, contact and social keys are read from the public site data (footerData). */
  entries: () => [...settingsKeys.all, 'entries'] as const,
  contactPage: () => [...settingsKeys.all, 'contact-page'] as const,
};

const toMap = (entries: { key: string; value: string }[]) =>
  Object.fromEntries(entries.map((e) => [e.key, e.value])) as Record<string, string | undefined>;

export const getExchange = async () => toMap((await unwrap(api.GET('/v1/admin/getexchange'))).content);
export const getEntries = async () => toMap((await unwrap(api.GET('/v1/website/sitedata'))).content.footerData);
export const getContactPage = async () => (await unwrap(api.GET('/v1/website/contact'))).content;

export const exchangeQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.exchange(), queryFn: getExchange, staleTime: 0 });
export const entriesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.entries(), queryFn: getEntries, staleTime: 0 });
export const contactPageQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.contactPage(), queryFn: getContactPage, staleTime: 0 });
export const useExchange = () => useQuery(exchangeQueryOptions());
export const useEntries = () => useQuery(entriesQueryOptions());
export const useContactPage = () => useQuery(contactPageQueryOptions());

const saved = 'Ayarlar kaydedildi. Sitede en geç bir dakika içinde görünür.';
export const useSaveExchange = () =>
  useApiMutation({
    mutationFn: async (body: ExchangeInput) => unwrap(api.PUT('/v1/admin/exchange/edit', { body })),
    invalidates: [settingsKeys.all],
    successMessage: 'Döviz kurları kaydedildi.',
  });
export const useSaveSite = () =>
  useApiMutation({
    mutationFn: async (body: SiteInput) => unwrap(api.PUT('/v1/admin/site/edit', { body })),
    invalidates: [settingsKeys.all],
    successMessage: saved,
  });
export const useSaveContact = () =>
  useApiMutation({
    mutationFn: async (body: ContactInput) => unwrap(api.PUT('/v1/admin/contact/edit', { body })),
    invalidates: [settingsKeys.all],
    successMessage: saved,
  });
export const useSaveSocial = () =>
  useApiMutation({
    mutationFn: async (body: SocialInput) => unwrap(api.PUT('/v1/admin/social/edit', { body })),
    invalidates: [settingsKeys.all],
    successMessage: saved,
  });
