import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { Button } from '../../shared/ui/button';
import { ArrowLeftIcon } from '../../shared/ui/icons';
import { SmartTargetsArticle } from '../components/smart-targets-article';
import { FeedbackPanel } from '../../content/articles/article-page';

/** /savings-resources/setting-smart-targets (public): the reading page, with a Back button (spec 3 §2). */
export function SmartTargetsReadingPage() {
  usePageTitle('Setting SMART targets');
  const navigate = useNavigate();
  return (
    <div className="container container--md page">
      <Button variant="link" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
        <ArrowLeftIcon size={18} /> Back
      </Button>
      <SmartTargetsArticle />
      <FeedbackPanel />
    </div>
  );
}
