import type { ReactNode } from 'react';
import { ExternalLink } from '../../../shared/ui/button';

export interface InsuranceArticle {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  body: ReactNode;
}

const CPF = <ExternalLink href="https://www.cpf.gov.sg">CPF Board</ExternalLink>;

/**
 * Spec 3 §2 "Other resource articles": the national schemes, one article each. Amounts and ages that change with
 * policy are left to the CPF Board, linked, so the articles stay true.
 */
export const INSURANCE_ARTICLES: readonly InsuranceArticle[] = [
  {
    slug: 'basic-health-insurance',
    title: 'MediShield Life: basic health insurance',
    summary: 'The health cover every citizen and permanent resident has, for life.',
    minutes: 2,
    body: (
      <>
        <p className="lead">MediShield Life helps pay large hospital bills and some costly outpatient treatments, such as dialysis and chemotherapy.</p>
        <ul>
          <li>It covers every Singapore Citizen and Permanent Resident for life, including conditions you had before it started.</li>
          <li>It is sized for subsidised (B2 and C class) wards in public hospitals. For a higher ward class, the bill is only partly covered.</li>
          <li>You pay a deductible each year before it pays, and a share (co-insurance) of the rest.</li>
          <li>Premiums can be paid from MediSave, and rise with age.</li>
        </ul>
        <p>See your cover and premiums with the {CPF}.</p>
      </>
    ),
  },
  {
    slug: 'integrated-shield-plan',
    title: 'Integrated Shield Plans',
    summary: 'Extra hospital cover from private insurers, on top of MediShield Life.',
    minutes: 2,
    body: (
      <>
        <p className="lead">An Integrated Shield Plan adds cover for a higher ward class or a private hospital to your MediShield Life.</p>
        <ul>
          <li>It comes from a private insurer, which runs your MediShield Life with it as one plan.</li>
          <li>Part of the premium can be paid from MediSave, up to a yearly limit; the rest is in cash.</li>
          <li>
            Riders lower what you pay yourself (the deductible and co-insurance), but must be paid in cash and raise the cost of care, and premiums
            rise steeply with age. Choose a ward class you can keep paying for when you are older.
          </li>
        </ul>
      </>
    ),
  },
  {
    slug: 'long-term-care-insurance',
    title: 'CareShield Life: long-term care insurance',
    summary: 'A monthly payout for life if you become severely disabled.',
    minutes: 2,
    body: (
      <>
        <p className="lead">If you can no longer do basic daily activities on your own, care can cost a lot every month for many years.</p>
        <ul>
          <li>
            CareShield Life pays a monthly cash amount for as long as you are severely disabled: unable to do at least 3 of the 6 activities of daily
            living (washing, dressing, feeding, toileting, walking or moving around, transferring).
          </li>
          <li>Citizens and permanent residents born in 1980 or later are covered automatically; older residents can choose to join.</li>
          <li>Premiums can be paid fully from MediSave.</li>
        </ul>
        <p>Check your cover with the {CPF}.</p>
      </>
    ),
  },
  {
    slug: 'older-generation-care-insurance',
    title: 'ElderShield: care insurance for the older generation',
    summary: 'The earlier severe-disability scheme, and moving up to CareShield Life.',
    minutes: 2,
    body: (
      <>
        <p className="lead">Before CareShield Life, residents were covered for severe disability by ElderShield.</p>
        <ul>
          <li>ElderShield pays a monthly amount for severe disability, but only for a limited number of years.</li>
          <li>Residents born in 1979 or earlier who are in ElderShield can move to CareShield Life for payouts that last for life.</li>
          <li>Premiums for both can be paid from MediSave.</li>
        </ul>
      </>
    ),
  },
  {
    slug: 'supplements',
    title: 'Supplements to CareShield Life and ElderShield',
    summary: 'Private add-ons that raise or lengthen the care payouts.',
    minutes: 2,
    body: (
      <>
        <p className="lead">The national schemes give a basic monthly payout. Supplements from private insurers can add to it.</p>
        <ul>
          <li>They can raise the monthly payout, pay it for longer, or start it at a lower level of disability.</li>
          <li>Part of the premium can be paid from MediSave, up to a yearly limit per person.</li>
          <li>Compare what the payout would cover with what care is likely to cost you, and how long you can keep paying the premiums.</li>
        </ul>
      </>
    ),
  },
  {
    slug: 'dependants-protection-scheme',
    title: "Dependants' Protection Scheme",
    summary: 'Basic term life insurance for CPF members, paid from CPF.',
    minutes: 2,
    body: (
      <>
        <p className="lead">The Dependants' Protection Scheme gives your family a lump sum if you die or become totally and permanently disabled.</p>
        <ul>
          <li>CPF members are covered automatically when they start working and contributing to CPF, up to a set age; you can choose to leave it.</li>
          <li>Premiums are low and can be paid from your CPF savings.</li>
          <li>
            The sum is a basic amount: if others depend on your income, you may need more life cover (a common guide is 9 to 10 times your annual
            income).
          </li>
        </ul>
        <p>See your cover with the {CPF}.</p>
      </>
    ),
  },
  {
    slug: 'home-protection-scheme',
    title: 'Home Protection Scheme',
    summary: 'Keeps your HDB flat in the family if you cannot pay the loan.',
    minutes: 2,
    body: (
      <>
        <p className="lead">The Home Protection Scheme pays off what is left of your HDB flat's loan if you die, become terminally ill or totally and permanently disabled.</p>
        <ul>
          <li>It is required when you pay the monthly instalments of an HDB flat with CPF.</li>
          <li>It covers you until the loan is paid or you reach the scheme's age limit, whichever comes first.</li>
          <li>Premiums are paid yearly from your CPF Ordinary Account; each owner is covered for their share of the loan.</li>
        </ul>
        <p>The financing plan works out an estimate of the premium from your loan.</p>
      </>
    ),
  },
];
