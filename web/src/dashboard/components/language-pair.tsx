import type { ReactNode } from 'react';

/**
 * A content field in Turkish beside its English (side by side on a wide screen, one under the other
 * on a narrow one). An empty English field is "not translated": the English site shows the Turkish.
 */
export function LanguagePair({ tr, en }: { tr: ReactNode; en: ReactNode }) {
  return (
    <div className="adm-lang-pair">
      <div>{tr}</div>
      <div lang="en">{en}</div>
    </div>
  );
}
