import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { usePageTitle } from '../../app/layout/page-title';
import { ArrowRightIcon, CheckCircleIcon } from '../../shared/ui/icons';
import { FeedbackPanel } from '../articles/article-page';
import { resourceNote } from './resource-note';
import './resources.css';

export interface ResourceItem {
  title: string;
  summary: string;
  to: string;
  /** 'Tool', 'Guide' or '{n} min read' */
  kind: string;
  /** shown under the kind, e.g. 'Log in to use' */
  note?: string;
}

/** A resource section's front page (spec 1 §2 resource sections): what it covers, and its articles and tools as cards. */
export const ResourceHub = observer(function ResourceHub({ title, lead, items, children }: { title: string; lead: string; items: readonly ResourceItem[]; children?: ReactNode }) {
  usePageTitle(title);
  const { content, identity } = useStores();
  const signedIn = identity.isSignedIn;
  useEffect(() => {
    if (signedIn) void flowResult(content.loadArticlesRead());
  }, [content, signedIn]);
  return (
    <div className="container page resource-hub">
      <p className="eyebrow">Resources</p>
      <h1>{title}</h1>
      <p className="lead resource-hub__lead">{lead}</p>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="resource-card">
              <span className="resource-card__kind">
                {item.kind}
                {resourceNote(item.note, signedIn) && <span className="resource-card__note"> · {resourceNote(item.note, signedIn)}</span>}
              </span>
              <span className="resource-card__title">{item.title}</span>
              <span className="resource-card__summary">{item.summary}</span>
              {signedIn && content.hasRead(item.to) && (
                <span className="resource-card__read">
                  <CheckCircleIcon size={16} /> Read
                </span>
              )}
              <ArrowRightIcon size={20} className="resource-card__arrow" />
            </Link>
          </li>
        ))}
      </ul>
      {children}
      <FeedbackPanel />
    </div>
  );
});
