import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/layout/page-title';
import { SITE_LAST_UPDATED } from '../../../app/layout/footer';
import '../../articles/articles.css';

/** A general or legal page (about us, terms, privacy, …): the title, an optional lead and the text. */
export function InfoPage({ title, lead, dated, children }: { title: string; lead?: ReactNode; dated?: boolean; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="container container--md page">
      <article className="article info-page">
        <h1>{title}</h1>
        {dated && <p className="info-page__updated">Last updated {SITE_LAST_UPDATED}</p>}
        {lead && <p className="lead">{lead}</p>}
        {children}
      </article>
    </div>
  );
}
