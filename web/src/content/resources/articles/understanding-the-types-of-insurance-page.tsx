import { Link } from 'react-router-dom';
import { ArticlePage } from '../../articles/article-page';
import { INSURANCE_ARTICLES } from '../insurance/insurance-articles';

/** /insurance-resources/understanding-the-types-of-insurance (spec 3 §2). */
export function UnderstandingTheTypesOfInsurancePage() {
  return (
    <ArticlePage title="Understanding the types of insurance" minutes={4}>
      <p className="lead">
        Insurance pays for what savings alone cannot: a long hospital stay, an income lost to illness, a family left without a breadwinner. Start with
        what you already have, then fill the gaps.
      </p>
      <h2>Health</h2>
      <p>
        <strong>MediShield Life</strong> covers every Singapore Citizen and Permanent Resident for life, for large hospital bills in subsidised wards.
        An <strong>Integrated Shield Plan</strong> adds cover for a higher ward class or a private hospital; riders (supplements) can lower what you pay
        yourself, at a higher premium.
      </p>
      <h2>Long-term care</h2>
      <p>
        <strong>CareShield Life</strong> pays a monthly amount if you become severely disabled and cannot do basic daily activities on your own. Older
        residents may be covered by its predecessor, <strong>ElderShield</strong>. Supplements can raise the payout.
      </p>
      <h2>Life</h2>
      <p>
        Life insurance pays your family if you die, or in some policies if you become totally and permanently disabled or critically ill.{' '}
        <strong>Term</strong> insurance covers a fixed period at a low premium; <strong>whole life</strong> lasts for life and builds a cash value, at a
        much higher premium. A common guide is cover of 9 to 10 times your annual income while others depend on you. CPF members are also covered by
        the <strong>Dependants' Protection Scheme</strong>, a basic term cover that can be paid from CPF.
      </p>
      <h2>Your home</h2>
      <p>
        If you pay your HDB loan with CPF, the <strong>Home Protection Scheme</strong> pays off the outstanding loan if you die or become permanently
        disabled, so your family keeps the flat. Fire insurance covers the structure; home contents insurance covers your belongings.
      </p>
      <h2>How to review your cover</h2>
      <ul>
        <li>List the policies you have, what each pays and for how long.</li>
        <li>Compare with what your family would need: debts to clear, years of income to replace.</li>
        <li>Fill the biggest gaps first with simple, low-cost cover, and avoid paying twice for the same risk.</li>
      </ul>
      <h2>The national schemes, one by one</h2>
      <ul>
        {INSURANCE_ARTICLES.map((a) => (
          <li key={a.slug}>
            <Link to={`/insurance-resources/${a.slug}`}>{a.title}</Link>
          </li>
        ))}
      </ul>
    </ArticlePage>
  );
}
