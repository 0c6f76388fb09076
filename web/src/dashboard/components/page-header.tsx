import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageByPath } from '@/dashboard/route-meta';
import { T } from '@/dashboard/texts';

/** The screen's <h1> (its page title from `route-meta.ts` unless given) and the document title. */
export function PageHeader({
  title,
  actions,
  children,
}: {
  title?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const heading = title ?? pageByPath(pathname.replace(/^\/+|\/+$/g, ''))?.title ?? T.panelTitle;
  useEffect(() => {
    document.title = `${heading} | ${T.panelTitle}`;
  }, [heading]);
  return (
    <div className="adm-page-header">
      <div>
        <h1>{heading}</h1>
        {children}
      </div>
      {actions ? <div className="adm-page-actions">{actions}</div> : null}
    </div>
  );
}
