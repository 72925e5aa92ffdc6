import { useParams } from 'react-router-dom';
import { RESOURCE_LINKS } from '../../../app/site-map';
import { NotFoundPage } from '../../pages/not-found-page';
import { ButtonLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../articles/article-page';
import { INSURANCE_ARTICLES } from './insurance-articles';

export const INSURANCE_RESOURCES = '/insurance-resources';

/** /insurance-resources/{article}: one scheme article; an unknown name says 'Page not found' (docs/decisions.md "Rough edges smoothed"). */
export function InsuranceArticlePage() {
  const { article: slug } = useParams();
  const article = INSURANCE_ARTICLES.find((a) => a.slug === slug);
  if (!article) return <NotFoundPage section={RESOURCE_LINKS.insurance} />;
  return (
    <ArticlePage
      title={article.title}
      minutes={article.minutes}
      actions={
        <ButtonLink to={`${INSURANCE_RESOURCES}/understanding-the-types-of-insurance`} variant="secondary">
          Read: understanding the types of insurance
        </ButtonLink>
      }
    >
      {article.body}
    </ArticlePage>
  );
}
