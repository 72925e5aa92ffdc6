import { useParams } from 'react-router-dom';
import { ArticlePage } from '../../articles/article-page';
import { ButtonLink } from '../../../shared/ui/button';
import { ResourceHub } from '../resource-hub';
import { HOUSING_GUIDES } from './housing-guides';
import { FINANCING_PLAN_PATH } from '../../../../../src/shared-kernel/access-gating.js';
import { RESOURCE_LINKS, WHAT_CAN_I_AFFORD } from '../../../app/site-map';
import { NotFoundPage } from '../../pages/not-found-page';

export const BUYING_A_HOUSE = '/buying-a-house';

/** /buying-a-house: the purchase guide, article by article (spec 3 §2 "Housing"). */
export function BuyingAHousePage() {
  return (
    <ResourceHub
      title="Buying a house"
      lead="What a home costs, how to pay for it, and the choices along the way: new or resale, HDB or bank loan, cash or CPF."
      items={[
        { title: WHAT_CAN_I_AFFORD.label, summary: 'The loan, the grants, the stamp duties and the cash and CPF you need, as you type.', to: WHAT_CAN_I_AFFORD.to, kind: 'Tool', note: 'No login needed' },
        { title: 'Financing plan', summary: 'Work out your upfront payment, your loan and every fee, in cash and from CPF.', to: FINANCING_PLAN_PATH, kind: 'Tool', note: 'Log in to use' },
        ...HOUSING_GUIDES.map((guide) => ({ title: guide.title, summary: guide.summary, to: `${BUYING_A_HOUSE}/${guide.slug}`, kind: `${guide.minutes} min read` })),
      ]}
    />
  );
}

/** /buying-a-house/{guide}: one purchase-guide article, with the next one to read. */
export function HousingGuidePage() {
  const { guide: slug } = useParams();
  const index = HOUSING_GUIDES.findIndex((g) => g.slug.toLowerCase() === slug?.toLowerCase());
  // An unknown article says so, with the guide as the way back (docs/decisions.md "Rough edges smoothed").
  if (index < 0) return <NotFoundPage section={RESOURCE_LINKS.housing} />;
  const guide = HOUSING_GUIDES[index]!;
  const next = HOUSING_GUIDES[index + 1];
  return (
    <ArticlePage
      title={guide.title}
      minutes={guide.minutes}
      actions={
        next ? (
          <ButtonLink to={`${BUYING_A_HOUSE}/${next.slug}`} variant="secondary">
            Next: {next.title}
          </ButtonLink>
        ) : (
          <ButtonLink to={BUYING_A_HOUSE} variant="secondary">
            All guides on buying a house
          </ButtonLink>
        )
      }
    >
      {guide.body}
    </ArticlePage>
  );
}
