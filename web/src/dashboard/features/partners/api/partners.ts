import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import type { Schemas } from '@/api/client';
import { PARTNERS_KEY } from '@/dashboard/api/partner-choices';
import { useApiMutation } from '@/dashboard/components/mutation';
import { PARTNER_TEXTS as P } from '../texts';

export type PartnersQuery = QueryOf<'/v1/admin/partners'>;
export type PartnerCreate = BodyOf<'/v1/admin/partners', 'post'>;
export type PartnerUpdate = BodyOf<'/v1/admin/partners/{id}', 'put'>;

export const partnersKeys = {
  all: PARTNERS_KEY,
  list: (query: PartnersQuery) => [...PARTNERS_KEY, 'list', query] as const,
  detail: (id: string) => [...PARTNERS_KEY, 'detail', id] as const,
  events: (id: string) => [...PARTNERS_KEY, 'events', id] as const,
};

export const listPartners = (query: PartnersQuery) =>
  unwrap(api.GET('/v1/admin/partners', { params: { query: compact(query) } }));
export const getPartner = async (id: string) =>
  (await unwrap(api.GET('/v1/admin/partners/{id}', { params: { path: { id } } }))).content;
export const listPartnerEvents = async (id: string) =>
  (await unwrap(api.GET('/v1/admin/partners/{id}/events', { params: { path: { id } } }))).content;

export type Partner = Schemas['Partner'];
export type PartnerKey = Schemas['PartnerKey'];
export type PartnerDetail = Awaited<ReturnType<typeof getPartner>>;
export type PartnerScope = Partner['scopes'][number];

export const partnersQueryOptions = (query: PartnersQuery) =>
  queryOptions({
    queryKey: partnersKeys.list(query),
    queryFn: () => listPartners(query),
    placeholderData: keepPreviousData,
  });
export const usePartners = (query: PartnersQuery) => useQuery(partnersQueryOptions(query));
export const usePartner = (id: string) =>
  useQuery({ queryKey: partnersKeys.detail(id), queryFn: () => getPartner(id) });
export const usePartnerEvents = (id: string) =>
  useQuery({ queryKey: partnersKeys.events(id), queryFn: () => listPartnerEvents(id) });

export const useCreatePartner = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: async (body: PartnerCreate) => (await unwrap(api.POST('/v1/admin/partners', { body }))).content,
    invalidates: [partnersKeys.all],
    successMessage: P.created,
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useUpdatePartner = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: async ({ id, body }: { id: string; body: PartnerUpdate }) =>
      (await unwrap(api.PUT('/v1/admin/partners/{id}', { params: { path: { id } }, body }))).content,
    invalidates: [partnersKeys.all],
    successMessage: P.updated,
    ...(onSuccess ? { onSuccess } : {}),
  });

/** A new key or a rotation answers the whole key once: the caller shows it (`onSuccess`). */
type Issued = Awaited<ReturnType<typeof issueKey>>;
const issueKey = async (id: string) =>
  (await unwrap(api.POST('/v1/admin/partners/{id}/keys', { params: { path: { id } } }))).content;
const rotateKey = async ({ id, keyId, overlapHours }: { id: string; keyId: string; overlapHours: number }) =>
  (
    await unwrap(
      api.POST('/v1/admin/partners/{id}/keys/{keyId}/rotate', {
        params: { path: { id, keyId } },
        body: { overlapHours },
      }),
    )
  ).content;

export const useIssueKey = (onSuccess: (issued: Issued) => void) =>
  useApiMutation({ mutationFn: issueKey, invalidates: [partnersKeys.all], successMessage: P.keyIssued, onSuccess });
export const useRotateKey = (onSuccess: (issued: Issued) => void) =>
  useApiMutation({ mutationFn: rotateKey, invalidates: [partnersKeys.all], successMessage: P.keyRotated, onSuccess });
export const useRevokeKey = () =>
  useApiMutation({
    mutationFn: async ({ id, keyId }: { id: string; keyId: string }) =>
      (await unwrap(api.POST('/v1/admin/partners/{id}/keys/{keyId}/revoke', { params: { path: { id, keyId } } })))
        .content,
    invalidates: [partnersKeys.all],
    successMessage: P.keyRevoked,
  });
