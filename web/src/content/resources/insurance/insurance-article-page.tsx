import { Navigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../articles/article-page';
import { INSURANCE_ARTICLES } from './insurance-articles';

export const INSURANCE_RESOURCES = '/insurance-resources';

/** /insurance-resources/{article}: one scheme article; unknown names go to the section's front page. */
export function InsuranceArticlePage() {
  const { article: slug } = useParams();
  const article = INSURANCE_ARTICLES.find((a) => a.slug === slug);
  if (!article) return <Navigate to={INSURANCE_RESOURCES} replace />;
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
