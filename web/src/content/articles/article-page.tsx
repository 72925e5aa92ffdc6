import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { usePageTitle } from '../../app/layout/page-title';
import { EXTERNAL_LINKS } from '../../app/external-links';
import { Button, ExternalLink } from '../../shared/ui/button';
import { ArrowLeftIcon } from '../../shared/ui/icons';
import './articles.css';

/** Spec 3 §2 "Other resource articles": every article shows '{n} min read'. */
export function ReadingTime({ minutes }: { minutes: number }) {
  return <p className="eyebrow">{minutes} min read</p>;
}

/** Spec 3 §2: 'Found this helpful? Leave a feedback', the form opening in a new tab. */
export function FeedbackPanel() {
  return (
    <aside className="article-feedback" aria-label="Feedback">
      <p>Found this helpful?</p>
      <ExternalLink href={EXTERNAL_LINKS.feedback}>Leave a feedback</ExternalLink>
    </aside>
  );
}

export interface ArticlePageProps {
  title: string;
  minutes: number;
  /** the article's body after its title: the lead and the sections */
  children: ReactNode;
  /** under the article: the tool it leads to */
  actions?: ReactNode;
}

/**
 * Records that a signed-in resident opened this page's article (spec 3 §3 "Article completed"); re-runs once the
 * session is known, so a direct visit counts too. Read inside an observer.
 */
export function useMarkArticleRead(): void {
  const { content, identity } = useStores();
  const { pathname } = useLocation();
  const mayRecord = identity.isSignedIn && Boolean(identity.user?.consentedToAppTNCAt);
  useEffect(() => {
    if (mayRecord) content.markArticleRead(pathname);
  }, [content, pathname, mayRecord]);
}

/** A resource article: Back (to wherever the reader came from), the reading time, the text, the feedback panel. */
export const ArticlePage = observer(function ArticlePage({ title, minutes, children, actions }: ArticlePageProps) {
  usePageTitle(title);
  useMarkArticleRead();
  const navigate = useNavigate();
  return (
    <div className="container container--md page">
      <Button variant="link" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
        <ArrowLeftIcon size={18} /> Back
      </Button>
      <article className="article">
        <ReadingTime minutes={minutes} />
        <h1>{title}</h1>
        {children}
      </article>
      {actions && <div className="button-row">{actions}</div>}
      <FeedbackPanel />
    </div>
  );
});
