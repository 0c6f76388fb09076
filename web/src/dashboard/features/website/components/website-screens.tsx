import { PageHeader } from '@/dashboard/components/page-header';
import type { PageSection } from '../api/sections';
import { W } from '../texts';
import { BanksList } from './banks-list';
import { DocumentsList } from './documents-list';
import { FaqList } from './faq-list';
import { SectionEditor } from './section-editor';
import { TeamList } from './team-list';

/** Public address of each website section (see web/pages/section/section-routes.ts). */
const PUBLIC_PATH: Record<PageSection | 'team' | 'faq' | 'bank', string | undefined> = {
  about: '/about',
  howrent: '/howrent',
  rental: '/website/rental',
  privacy: '/website/privacy',
  cancel: '/website/cancel',
  kvkk: '/website/kvkk',
  faq: '/faq',
  bank: '/website/banks',
  team: undefined,
};

function PageSectionScreen({ sectionKey }: { sectionKey: PageSection }) {
  const publicPath = PUBLIC_PATH[sectionKey];
  return (
    <>
      <PageHeader />
      <SectionEditor sectionKey={sectionKey} heading="İçerik" {...(publicPath ? { publicPath } : {})} />
    </>
  );
}

export const AboutScreen = () => <PageSectionScreen sectionKey="about" />;
export const RentalScreen = () => <PageSectionScreen sectionKey="rental" />;
export const CancelScreen = () => <PageSectionScreen sectionKey="cancel" />;
export const PrivacyScreen = () => <PageSectionScreen sectionKey="privacy" />;
export const KvkkScreen = () => <PageSectionScreen sectionKey="kvkk" />;
export const HowRentScreen = () => <PageSectionScreen sectionKey="howrent" />;

export function TeamScreen() {
  return (
    <>
      <PageHeader />
      <TeamList />
      <SectionEditor sectionKey="team" heading={W.intro} />
    </>
  );
}

export function FaqScreen() {
  return (
    <>
      <PageHeader />
      <FaqList />
      <SectionEditor sectionKey="faq" heading={W.intro} publicPath="/faq" />
    </>
  );
}

export function BankScreen() {
  return (
    <>
      <PageHeader />
      <BanksList />
      <SectionEditor sectionKey="bank" heading={W.intro} publicPath="/website/banks" />
    </>
  );
}

export function DocumentsScreen() {
  return (
    <>
      <PageHeader>
        <p className="muted">Sitedeki “Belgelerimiz” sayfasında gösterilen belgeler (TÜRSAB, sigorta, ruhsat…).</p>
      </PageHeader>
      <DocumentsList />
    </>
  );
}
