/**
 * "Paying for a flat you are planning?": each financing plan that pays part of its instalment from CPF, offered as
 * the OA paid for the flat (housing-plan-offer.ts). Nothing shows without such a plan; a PUT of the whole settings.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { RetirementPlanRequest, RetirementPlanSettingsDto } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { useStores } from '../../app/store-context';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button } from '../../shared/ui/button';
import { housingPlanOffers } from './housing-plan-offer';
import { monthName } from './plan-months';

export const HousingPlanOffers = observer(function HousingPlanOffers({
  settings,
  busy,
  use,
}: {
  settings: RetirementPlanSettingsDto;
  busy: boolean;
  use: (settings: RetirementPlanRequest) => void;
}) {
  const { housing } = useStores();
  useEffect(() => void housing.read(), [housing]);
  const offers = housingPlanOffers(housing.plans);
  if (offers.length === 0) return null;
  return (
    <section className="card plan-question" aria-labelledby="plan-housing-heading">
      <h2 id="plan-housing-heading" className="card__title">
        Paying for a flat you are planning?
      </h2>
      <p>Your plan takes what your loan repayments pay from CPF today. To plan with a financing plan's CPF instalment instead:</p>
      <div className="plan-question__answers">
        {offers.map((offer) => {
          const inUse = settings.monthlyHousingFromOa === offer.monthly && settings.housingFromOaUntil === offer.until;
          const text = `${formatMoney(offer.monthly as Cents)} a month from your Ordinary Account until ${monthName(offer.until)} (${offer.loanYears} years)`;
          return inUse ? (
            <p key={offer.planId} className="cpf-pay__note">
              In use: {offer.planName}, {text}.
            </p>
          ) : (
            <Button key={offer.planId} variant="secondary" disabled={busy} onClick={() => use({ ...settings, monthlyHousingFromOa: offer.monthly, housingFromOaUntil: offer.until })}>
              Use {offer.planName}: {text}
            </Button>
          );
        })}
      </div>
    </section>
  );
});
