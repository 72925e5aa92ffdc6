import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
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

/** A resource article: Back (to wherever the reader came from), the reading time, the text, the feedback panel. */
export function ArticlePage({ title, minutes, children, actions }: ArticlePageProps) {
  usePageTitle(title);
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
}
