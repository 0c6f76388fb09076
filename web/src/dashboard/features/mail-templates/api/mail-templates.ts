import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export const mailTemplatesKeys = {
  all: ['admin', 'mailtemplates'] as const,
  list: () => [...mailTemplatesKeys.all, 'list'] as const,
};

export const listMailTemplates = async () => (await unwrap(api.GET('/v1/admin/mailtemplates'))).content;
export const updateMailTemplate = async ({
  id,
  body,
}: {
  id: number;
  body: BodyOf<'/v1/admin/mailtemplates/{id}', 'put'>;
}) => (await unwrap(api.PUT('/v1/admin/mailtemplates/{id}', { params: { path: { id } }, body }))).content;
export const setMailTemplateActivity = async (body: BodyOf<'/v1/admin/mailtemplates/activity', 'patch'>) =>
  (await unwrap(api.PATCH('/v1/admin/mailtemplates/activity', { body }))).content;

export type MailTemplate = Awaited<ReturnType<typeof listMailTemplates>>[number];

export const mailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: mailTemplatesKeys.list(), queryFn: listMailTemplates });
export const useMailTemplates = () => useQuery(mailTemplatesQueryOptions());
export const useUpdateMailTemplate = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: updateMailTemplate,
    invalidates: [mailTemplatesKeys.all],
    successMessage: 'Şablon kaydedildi.',
    onSuccess,
  });
export const useMailTemplateActivity = () =>
  useApiMutation({
    mutationFn: setMailTemplateActivity,
    invalidates: [mailTemplatesKeys.all],
    successMessage: (t) =>
      t.active ? 'Şablon etkinleştirildi.' : 'Şablon devre dışı bırakıldı; bu e-posta gönderilmeyecek.',
  });
