import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { Accordion, type AccordionSection } from '../../../shared/ui/accordion';
import { InfoPage } from './info-page';

/** /faq (public): the questions residents ask first, one answer open at a time. */
export const FaqPage = observer(function FaqPage() {
  const { config } = useStores();
  const name = config.productName;
  const groups: Array<{ heading: string; sections: AccordionSection[] }> = [
    {
      heading: 'Getting started',
      sections: [
        { key: 'cost', title: `Does ${name} cost anything?`, body: <p>No. It is free, with no advertisements and nothing to buy.</p> },
        {
          key: 'singpass',
          title: 'Do I need Singpass?',
          body: (
            <p>
              To plan with your own figures, yes: you sign in with Singpass. Without it you can still use the <Link to="/expense-manager">expense manager</Link>,
              take the <Link to="/fin-lit-quiz">financial literacy quiz</Link> and read the guides.
            </p>
          ),
        },
        {
          key: 'manual',
          title: 'Can I type my figures in instead of connecting my banks?',
          body: <p>Yes. Every figure can be entered by hand, and you can mix both: bring in what your banks share and add the rest yourself.</p>,
        },
      ],
    },
    {
      heading: 'Your data',
      sections: [
        {
          key: 'sgfindex',
          title: 'What are Myinfo and SGFinDex?',
          body: (
            <p>
              Myinfo shares your personal details, CPF balances, tax assessment and HDB ownership from government agencies. SGFinDex shares your bank
              accounts, loans, cards and investments from participating banks. Both share only after you consent, and only for what you choose.
            </p>
          ),
        },
        {
          key: 'safe',
          title: 'Is my data safe?',
          body: (
            <p>
              Data travels encrypted, your session cookie cannot be read by scripts, every request is checked against your own account, and your NRIC
              is never stored in readable form. See the <Link to="/privacy-policy">privacy policy</Link>.
            </p>
          ),
        },
        {
          key: 'disconnect',
          title: 'How do I stop sharing my bank data?',
          body: <p>After you log in, go to Settings, then Data selection, to manage your bank connections. You can also withdraw consent on the SGFinDex portal.</p>,
        },
        {
          key: 'delete',
          title: 'How do I delete my account?',
          body: (
            <p>
              After you log in, go to your profile and choose Delete account. You have 30 days to change your mind by logging in again; after that,
              your account and everything in it is deleted for good.
            </p>
          ),
        },
      ],
    },
    {
      heading: 'Your figures',
      sections: [
        {
          key: 'differ',
          title: 'Why does a balance differ from my bank app?',
          body: <p>Banks share data as at a date, usually the end of the latest statement or month. The date each figure is from is shown beside it.</p>,
        },
        {
          key: 'advice',
          title: `Is ${name} financial advice?`,
          body: <p>No. It shows your figures and general rules of thumb to help you plan. For advice on a product, speak to a licensed adviser.</p>,
        },
      ],
    },
  ];
  return (
    <InfoPage title="Frequently asked questions">
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={`faq-${group.heading}`}>
          <h2 id={`faq-${group.heading}`}>{group.heading}</h2>
          <Accordion sections={group.sections} />
        </section>
      ))}
    </InfoPage>
  );
});
