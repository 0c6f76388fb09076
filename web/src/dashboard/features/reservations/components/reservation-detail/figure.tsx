import type { ReactNode } from 'react';

/** One figure in a card's row of figures (`dl.ops-money`): its label over its value. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
