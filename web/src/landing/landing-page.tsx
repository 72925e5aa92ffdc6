import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { ButtonLink } from '../shared/ui/button';
import { AlertIcon, ArrowRightIcon, CheckCircleIcon, ShieldIcon } from '../shared/ui/icons';
import { FeatureCarousel } from './feature-carousel';
import { HeroIllustration } from './hero-illustration';
import { MaintenanceBanner } from './maintenance-banner';
import { PartnerList } from './partner-list';
import { TesterControls } from './tester-controls';
import { WHAT_CAN_I_AFFORD } from '../app/site-map';
import './landing.css';

const PROMISES = ['Free and neutral guidance', 'Secure and private data', 'Simple retrieval after consent'];

export const LandingPage = observer(function LandingPage() {
  const { identity, config } = useStores();
  usePageTitle('Plan your finances with confidence');
  const name = config.productName;

  return (
    <div className="landing">
      <MaintenanceBanner />
      <ScamBanner productName={name} />

      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">Personal finance planning for Singapore residents</p>
            <h1 id="hero-heading">Plan your money with confidence</h1>
            <p className="lead">
              {name} gives you free and neutral guidance. Bring your finances together securely with your consent, then
              plan your cashflow, savings and future in one place.
            </p>
            <div className="button-row">
              {identity.isSignedIn ? (
                <ButtonLink to="/dashboard" size="lg">
                  Go to your dashboard
                </ButtonLink>
              ) : (
                <ButtonLink to="/login" size="lg">
                  Log in with Singpass
                </ButtonLink>
              )}
              <ButtonLink to="/savings-resources" size="lg" variant="secondary">
                Explore resources
              </ButtonLink>
            </div>
            <ul className="hero__promises">
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <CheckCircleIcon size={20} />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <HeroIllustration />
        </div>
      </section>
      <TesterControls />

      <div className="container landing__section">
        <FeatureCarousel />
      </div>

      <section className="landing__section landing__why" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading">Why {name}</h2>
          <ul className="why-grid">
            <WhyCard title="Free and neutral" icon={<span className="why-card__glyph">S$0</span>}>
              There is nothing to pay and nothing to sell you: no products, no commissions, just guidance in your
              interest.
            </WhyCard>
            <WhyCard title="Secure and private" icon={<ShieldIcon size={28} />}>
              You decide what is retrieved. Your data is used only to help you plan, and you can delete your account at
              any time.
            </WhyCard>
            <WhyCard title="Simple retrieval" icon={<CheckCircleIcon size={28} />}>
              Log in with Singpass and, once you consent, retrieve your details in a few steps instead of typing them
              in.
            </WhyCard>
          </ul>
        </div>
      </section>

      <PartnerList />

      <section className="container landing__section" aria-labelledby="tools-heading">
        <h2 id="tools-heading">Try our tools</h2>
        {/* Only the financing plan of Buying a house needs a login; the public calculator answers the same question without one. */}
        <p className="text-subtle">No login needed, except for the financing plan of Buying a house.</p>
        <ul className="tool-grid">
          <ToolCard to="/expense-manager" title="Expense manager">
            See where your money goes each month and find room to save.
          </ToolCard>
          <ToolCard to={WHAT_CAN_I_AFFORD.to} title={WHAT_CAN_I_AFFORD.label}>
            The loan, the grants, the stamp duties and the cash and CPF a flat needs, worked out as you type.
          </ToolCard>
          <ToolCard to="/buying-a-house" title="Buying a house">
            The purchase guide, open to all. Its financing plan for each flat you are considering needs a Singpass login; {WHAT_CAN_I_AFFORD.label} needs
            none.
          </ToolCard>
        </ul>
      </section>
    </div>
  );
});

function ScamBanner({ productName }: { productName: string }) {
  return (
    <div className="notice-banner notice-banner--warning" role="note" aria-label="Scam alert">
      <div className="container notice-banner__inner">
        <AlertIcon size={20} className="notice-banner__icon" />
        <p>
          <strong>Beware of scams.</strong> {productName} will never ask for your Singpass password or one-time
          codes, or ask you to transfer money. If in doubt, call the ScamShield Helpline at 1799.
        </p>
      </div>
    </div>
  );
}

function WhyCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="why-card">
      <span className="why-card__icon" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p>{children}</p>
    </li>
  );
}

function ToolCard({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <li className="tool-card">
      <h3 className="tool-card__title">
        <Link to={to} className="tool-card__link">
          {title}
        </Link>
      </h3>
      <p>{children}</p>
      <ArrowRightIcon className="tool-card__arrow" />
    </li>
  );
}
