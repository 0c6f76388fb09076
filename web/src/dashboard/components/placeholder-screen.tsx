import { T } from '@/dashboard/texts';
import { PageHeader } from './page-header';

/** Stands in for screens built on another branch. */
export function PlaceholderScreen() {
  return (
    <>
      <PageHeader />
      <p className="muted">{T.placeholder}</p>
    </>
  );
}
