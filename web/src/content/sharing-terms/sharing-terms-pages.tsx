import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { ButtonLink } from '../../shared/ui/button';
import {
  CURRENT_EFFECTIVE_ON,
  SHARED_DATA,
  TERMS_CLAUSES,
  TERMS_REVISIONS,
  findRevision,
  isCurrentRevision,
  longDate,
} from './sharing-terms-content';
import './sharing-terms.css';

const TERMS_TITLE = 'Terms of the data-sharing scheme';

/** /data-sharing-terms: the terms in force, numbered, with the way to their revisions and the data list. */
export function DataSharingTermsPage() {
  usePageTitle(TERMS_TITLE);
  return (
    <div className="container container--md page sharing-terms">
      <p className="eyebrow">SGFinDex</p>
      <h1>{TERMS_TITLE}</h1>
      <p className="lead">How this app uses the Singapore Financial Data Exchange and Myinfo to bring your data in, with your consent.</p>
      <p className="sharing-terms__meta">
        Effective {longDate(CURRENT_EFFECTIVE_ON)}. <Link to="/data-sharing-terms/revisions">See what changed</Link> ·{' '}
        <Link to="/data-sharing-terms/data-list">What data is shared</Link>
      </p>
      <ol className="sharing-terms__clauses">
        {TERMS_CLAUSES.map((clause) => (
          <li key={clause.title}>
            <h2>{clause.title}</h2>
            {clause.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /data-sharing-terms/revisions: every version, newest first. */
export function DataSharingRevisionsPage() {
  usePageTitle('Revisions to the terms of the data-sharing scheme');
  return (
    <div className="container container--md page sharing-terms">
      <h1>Revisions to the terms</h1>
      <p className="lead">Every version of the terms of the data-sharing scheme, newest first.</p>
      <ul className="sharing-terms__revisions">
        {TERMS_REVISIONS.map((revision) => (
          <li key={revision.id} className="card">
            <p className="sharing-terms__date">
              {longDate(revision.effectiveOn)}
              {isCurrentRevision(revision) && <span className="sharing-terms__badge">In force</span>}
            </p>
            <h2 className="card__title">
              <Link to={`/data-sharing-terms/revisions/${revision.id}`}>{revision.title}</Link>
            </h2>
            <p>{revision.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /data-sharing-terms/revisions/{revisionId}: what one version changed. */
export function DataSharingRevisionPage() {
  const { revisionId = '' } = useParams();
  const revision = findRevision(revisionId);
  usePageTitle(revision ? revision.title : 'Revision not found');
  if (!revision) {
    return (
      <div className="container container--md page sharing-terms">
        <h1>We could not find that revision</h1>
        <p className="lead">The link may be mistyped, or the revision may have a new address.</p>
        <ButtonLink to="/data-sharing-terms/revisions">See all revisions</ButtonLink>
      </div>
    );
  }
  const current = isCurrentRevision(revision);
  return (
    <div className="container container--md page sharing-terms">
      <p className="eyebrow">Effective {longDate(revision.effectiveOn)}</p>
      <h1>{revision.title}</h1>
      <p className="lead">{revision.summary}</p>
      <section className="card" aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="card__title">
          What changed
        </h2>
        <ul className="sharing-terms__changes">
          {revision.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </section>
      <p className="sharing-terms__meta">
        {current ? 'This version is in force.' : 'A later version has replaced this one.'} <Link to="/data-sharing-terms">Read the terms in force</Link>
      </p>
    </div>
  );
}

/** /data-sharing-terms/data-list: what each source shares and what the app uses it for. */
export function DataSharingDataListPage() {
  usePageTitle('What data is shared');
  return (
    <div className="container container--md page sharing-terms">
      <h1>What data is shared</h1>
      <p className="lead">Only what is listed here is retrieved, and only after you consent. You choose the sources each time.</p>
      {SHARED_DATA.map((group) => (
        <div key={group.id} className="sharing-terms__table-wrap">
          <table className="sharing-terms__table">
            <caption>{group.source}</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">What we use it for</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.data}>
                  <th scope="row">{row.data}</th>
                  <td>{row.use}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="sharing-terms__meta">
        <Link to="/data-sharing-terms">Back to the terms</Link>
      </p>
    </div>
  );
}
