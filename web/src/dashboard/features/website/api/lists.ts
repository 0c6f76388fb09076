import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, unwrap, upload } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export const websiteListKeys = {
  team: ['admin', 'team'] as const,
  faq: ['admin', 'faq'] as const,
  banks: ['admin', 'banks'] as const,
  documents: ['admin', 'ourdocuments'] as const,
};

// Team
export const listTeam = async () => (await unwrap(api.GET('/v1/admin/team'))).content;
export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];
export const teamQueryOptions = () => queryOptions({ queryKey: websiteListKeys.team, queryFn: listTeam });
export const useTeam = () => useQuery(teamQueryOptions());
export const useCreateTeamMember = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async (body: BodyOf<'/v1/admin/team', 'post'>) =>
      (await unwrap(api.POST('/v1/admin/team', { body }))).content,
    invalidates: [websiteListKeys.team],
    successMessage: 'Ekip üyesi eklendi.',
    onSuccess,
  });
export const useDeleteTeamMember = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/team/{id}', { params: { path: { id } } })),
    invalidates: [websiteListKeys.team],
    successMessage: 'Ekip üyesi silindi.',
  });
export const useOrderTeam = () =>
  useApiMutation({
    mutationFn: async (ids: number[]) => (await unwrap(api.PATCH('/v1/admin/team/order', { body: { ids } }))).content,
    invalidates: [websiteListKeys.team],
    successMessage: 'Sıralama kaydedildi.',
  });
export const useTeamPhoto = () =>
  useApiMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return (await upload('/v1/admin/team/{id}/photo', { id }, form)).content;
    },
    invalidates: [websiteListKeys.team],
    successMessage: 'Fotoğraf yüklendi.',
  });

// FAQ
export const listFaq = async () => (await unwrap(api.GET('/v1/admin/faq'))).content;
export type FaqItem = Awaited<ReturnType<typeof listFaq>>[number];
export type FaqInput = BodyOf<'/v1/admin/faq', 'post'>;
export const faqQueryOptions = () => queryOptions({ queryKey: websiteListKeys.faq, queryFn: listFaq });
export const useFaq = () => useQuery(faqQueryOptions());
export const useSaveFaq = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async ({ id, body }: { id?: number; body: FaqInput }) =>
      id
        ? (await unwrap(api.PUT('/v1/admin/faq/{id}', { params: { path: { id } }, body }))).content
        : (await unwrap(api.POST('/v1/admin/faq', { body }))).content,
    invalidates: [websiteListKeys.faq],
    successMessage: (_r, v) => (v.id ? 'Soru güncellendi.' : 'Soru eklendi.'),
    onSuccess,
  });
export const useDeleteFaq = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/faq/{id}', { params: { path: { id } } })),
    invalidates: [websiteListKeys.faq],
    successMessage: 'Soru silindi.',
  });

// Banks
export const listBanks = async () => (await unwrap(api.GET('/v1/admin/banks'))).content;
export type Bank = Awaited<ReturnType<typeof listBanks>>[number];
export type BankInput = BodyOf<'/v1/admin/banks', 'post'>;
export const banksQueryOptions = () => queryOptions({ queryKey: websiteListKeys.banks, queryFn: listBanks });
export const useBanks = () => useQuery(banksQueryOptions());
export const useSaveBank = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async ({ id, body }: { id?: number; body: BankInput }) =>
      id
        ? (await unwrap(api.PUT('/v1/admin/banks/{id}', { params: { path: { id } }, body }))).content
        : (await unwrap(api.POST('/v1/admin/banks', { body }))).content,
    invalidates: [websiteListKeys.banks],
    successMessage: (_r, v) => (v.id ? 'Banka hesabı güncellendi.' : 'Banka hesabı eklendi.'),
    onSuccess,
  });
export const useDeleteBank = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/banks/{id}', { params: { path: { id } } })),
    invalidates: [websiteListKeys.banks],
    successMessage: 'Banka hesabı silindi.',
  });
export const useBankActivity = () =>
  useApiMutation({
    mutationFn: async (body: BodyOf<'/v1/admin/banks/activity', 'patch'>) =>
      (await unwrap(api.PATCH('/v1/admin/banks/activity', { body }))).content,
    invalidates: [websiteListKeys.banks],
    successMessage: (b) => (b.active ? 'Hesap sitede ve e-postalarda gösterilecek.' : 'Hesap gizlendi.'),
  });

// Documents
export const listDocuments = async () => (await unwrap(api.GET('/v1/admin/ourdocuments'))).content;
export type OurDocument = Awaited<ReturnType<typeof listDocuments>>[number];
export const documentsQueryOptions = () =>
  queryOptions({ queryKey: websiteListKeys.documents, queryFn: listDocuments });
export const useDocuments = () => useQuery(documentsQueryOptions());
export const useUploadDocument = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async ({ title, file }: { title: string; file: File }) => {
      const form = new FormData();
      form.append('title', title);
      form.append('file', file);
      return (await upload('/v1/admin/ourdocuments', {}, form)).content;
    },
    invalidates: [websiteListKeys.documents],
    successMessage: 'Belge yüklendi.',
    onSuccess,
  });
export const useDeleteDocument = () =>
  useApiMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/v1/admin/ourdocuments/{id}', { params: { path: { id } } })),
    invalidates: [websiteListKeys.documents],
    successMessage: 'Belge silindi.',
  });
