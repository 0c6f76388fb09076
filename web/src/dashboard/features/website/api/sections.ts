import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, unwrap } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

/** Website sections with a rich text edited through PUT /v1/admin/{section}/edit. */
export type PageSection = 'about' | 'privacy' | 'rental' | 'cancel' | 'kvkk' | 'howrent';
/** Lists whose page has an intro section (GET answers `{content: [...], intro}`). */
export type IntroSection = 'team' | 'faq' | 'bank';
export type SectionKey = PageSection | IntroSection;
export type SectionInput = BodyOf<'/v1/admin/about/edit', 'put'>;

export const sectionsKeys = {
  all: ['admin', 'sections'] as const,
  detail: (key: SectionKey) => [...sectionsKeys.all, key] as const,
};

export async function getSection(key: SectionKey) {
  switch (key) {
    case 'team':
    case 'faq':
    case 'bank':
      return (await unwrap(api.GET(`/v1/website/${key}`))).intro;
    default:
      return (await unwrap(api.GET(`/v1/website/${key}`))).content;
  }
}

export const updateSection = async ({ key, body }: { key: SectionKey; body: SectionInput }) =>
  (await unwrap(api.PUT(`/v1/admin/${key}/edit`, { body }))).content;

export type Section = Awaited<ReturnType<typeof getSection>>;

export const sectionQueryOptions = (key: SectionKey) =>
  queryOptions({ queryKey: sectionsKeys.detail(key), queryFn: () => getSection(key), staleTime: 0 });
export const useSection = (key: SectionKey) => useQuery(sectionQueryOptions(key));
export const useUpdateSection = () =>
  useApiMutation({
    mutationFn: updateSection,
    invalidates: [sectionsKeys.all],
    successMessage: 'İçerik kaydedildi. Sitede en geç bir dakika içinde görünür.',
  });
