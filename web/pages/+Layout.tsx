import '@/styles/global.css';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ProgressBar } from '@/components/layout/progress-bar';
import { TopBar } from '@/components/layout/top-bar';
import { PriceProvider } from '@/components/ui/price';
import { Toasts } from '@/components/ui/toasts';
import { useTexts } from '@/i18n/texts';

export default function Layout({ children }: { children: ReactNode }) {
  const t = useTexts();
  return (
    <>
      <a href="#main" className="skip-link">
        {t.common.skip}
      </a>
      <ProgressBar />
      <TopBar />
      <Header />
      <main id="main" className="container">
        <PriceProvider>{children}</PriceProvider>
      </main>
      <Footer />
      <Toasts />
    </>
  );
}
