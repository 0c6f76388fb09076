import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/dashboard/api/client';
import { AdminLink } from '@/dashboard/components/link';
import { ErrorState, Loading } from '@/dashboard/components/states';

const U = {
  heading: 'İngilizcesi eksik içerik',
  intro:
    'İngilizce sitede bunların Türkçesi gösterilir (İngilizcesi olmayan blog yazıları İngilizce blogda listelenmez).',
  none: 'Her şeyin İngilizcesi var.',
  boats: 'Tekneler',
  boatTypes: 'Tekne tipleri',
  places: 'Marinalar ve bölgeler',
  sections: 'Site bölümleri',
  faqs: 'Sıkça sorulan sorular',
  posts: 'Blog yazıları',
} as const;

const SECTION_PATHS: Record<string, string> = {
  bank: '/website/bank',
  team: '/website/team',
  faq: '/website/faq',
  home: '/settings/site',
  contact: '/settings/contact',
};

/** The panel home's list of what has no English yet, each item linking to where it is edited. */
export function UntranslatedCard() {
  const query = useQuery({
    queryKey: ['admin', 'untranslated'],
    queryFn: async () => (await unwrap(api.GET('/v1/admin/untranslated'))).content,
  });
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const groups = [
    { title: U.boats, items: d.boats.map((b) => ({ key: `b${b.id}`, to: `/boats/${b.id}`, label: b.name })) },
    { title: U.boatTypes, items: d.boatTypes.map((t) => ({ key: `t${t.id}`, to: '/boattypes', label: t.name })) },
    { title: U.places, items: d.places.map((p) => ({ key: `p${p.id}`, to: '/marina', label: p.name })) },
    {
      title: U.sections,
      items: d.sections.map((s) => ({ key: s.key, to: SECTION_PATHS[s.key] ?? `/website/${s.key}`, label: s.title })),
    },
    { title: U.faqs, items: d.faqs.map((f) => ({ key: `f${f.id}`, to: '/website/faq', label: f.question })) },
    { title: U.posts, items: d.posts.map((p) => ({ key: `y${p.id}`, to: '/blog', label: p.title })) },
  ].filter((g) => g.items.length > 0);
  return (
    <section className="adm-card" aria-labelledby="home-untranslated" data-testid="untranslated">
      <h2 id="home-untranslated">{U.heading}</h2>
      {groups.length === 0 ? (
        <p className="muted">{U.none}</p>
      ) : (
        <>
          <p className="muted">{U.intro}</p>
          {groups.map((g) => (
            <details key={g.title}>
              <summary>
                {g.title} ({g.items.length})
              </summary>
              <ul className="ops-list">
                {g.items.map((item) => (
                  <li key={item.key}>
                    <AdminLink to={item.to}>{item.label}</AdminLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </>
      )}
    </section>
  );
}
