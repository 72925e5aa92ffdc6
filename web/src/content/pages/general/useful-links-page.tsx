import { ExternalLink } from '../../../shared/ui/button';
import { InfoPage } from './info-page';

interface UsefulLink {
  name: string;
  href: string;
  about: string;
}

/** Official sources, grouped the way the planner is: where to read more, check a figure or act on a plan. */
const GROUPS: Array<{ heading: string; links: UsefulLink[] }> = [
  {
    heading: 'Money basics',
    links: [
      { name: 'MoneySense', href: 'https://www.moneysense.gov.sg', about: 'The national financial education programme: guides on budgeting, saving, investing and insurance.' },
      { name: 'MAS Financial Institutions Directory', href: 'https://eservices.mas.gov.sg/fid', about: 'Check that a bank, insurer or adviser is licensed before you deal with it.' },
      { name: 'ScamShield', href: 'https://www.scamshield.gov.sg', about: 'Check a suspicious message or call, and report scams.' },
    ],
  },
  {
    heading: 'Your data',
    links: [
      { name: 'Singpass', href: 'https://www.singpass.gov.sg', about: 'The national digital identity you sign in with.' },
      { name: 'SGFinDex', href: 'https://www.sgfindex.gov.sg', about: 'How your bank, CPF and insurance data is shared with your consent, and how to manage that consent.' },
    ],
  },
  {
    heading: 'Housing, CPF and retirement',
    links: [
      { name: 'CPF Board', href: 'https://www.cpf.gov.sg', about: 'Your CPF balances, CPF LIFE, top-ups and nominations.' },
      { name: 'HDB', href: 'https://www.hdb.gov.sg', about: 'Buying a flat, housing grants and HDB loans.' },
      { name: 'IRAS', href: 'https://www.iras.gov.sg', about: 'Income tax, tax reliefs for CPF and SRS top-ups, and stamp duty.' },
      { name: 'Public Trustee', href: 'https://www.mlaw.gov.sg/pto', about: 'What happens to CPF savings and estates without a nomination or a will.' },
    ],
  },
  {
    heading: 'Health and insurance',
    links: [
      { name: 'MediShield Life', href: 'https://www.cpf.gov.sg/member/healthcare-financing/medishield-life', about: 'The basic health insurance every citizen and permanent resident has.' },
      { name: 'compareFIRST', href: 'https://www.comparefirst.sg', about: 'Compare life insurance premiums and benefits across insurers.' },
    ],
  },
];

/** /useful-links (public). */
export function UsefulLinksPage() {
  return (
    <InfoPage title="Useful links" lead="Official sources to read more, check a figure, or act on your plan. They open in a new tab.">
      {GROUPS.map((group) => (
        <section key={group.heading} aria-labelledby={`links-${group.heading}`}>
          <h2 id={`links-${group.heading}`}>{group.heading}</h2>
          <ul className="useful-links">
            {group.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.name}</ExternalLink>
                <p>{link.about}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </InfoPage>
  );
}
