/**
 * The gross-wage question, asked once when the wage the cashflow holds may be take-home pay
 * (retirement-plan.contract.ts "GrossWageQuestionDto"): the resident confirms it is before CPF, or takes the gross
 * worked back from it by CPF's rates, or the tax assessment's figure. Each answer is a PUT of the whole settings.
 */
import type { GrossWageQuestionDto, RetirementPlanRequest, RetirementPlanSettingsDto } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button } from '../../shared/ui/button';

const m = (cents: number) => formatMoney(cents as Cents);

export function GrossWageQuestion({
  question,
  settings,
  busy,
  answer,
}: {
  question: GrossWageQuestionDto;
  settings: RetirementPlanSettingsDto;
  busy: boolean;
  answer: (settings: RetirementPlanRequest) => void;
}) {
  const tax = question.fromTaxAssessment;
  return (
    <section className="card plan-question" aria-labelledby="plan-question-heading">
      <h2 id="plan-question-heading" className="card__title">
        Is {m(question.typed)} your pay before CPF?
      </h2>
      <p>
        CPF is worked out on your gross wage, before your own CPF share comes off. Your cashflow holds {m(question.typed)} a month; if that is what
        reaches your bank, your gross wage is higher.
      </p>
      <div className="plan-question__answers">
        <Button onClick={() => answer({ ...settings, grossWageConfirmed: true })} disabled={busy}>
          Yes, before CPF
        </Button>
        <Button variant="secondary" onClick={() => answer({ ...settings, grossMonthlyWage: question.grossIfTakeHome })} disabled={busy}>
          No, it is my take-home: use {m(question.grossIfTakeHome)} before CPF
        </Button>
        {tax && (
          <Button variant="secondary" onClick={() => answer({ ...settings, grossMonthlyWage: tax.monthly })} disabled={busy}>
            Use my tax assessment: {m(tax.monthly)} a month (year of assessment {tax.yearOfAssessment})
          </Button>
        )}
      </div>
      <p className="cpf-pay__note">
        {m(question.grossIfTakeHome)} is the gross whose take-home, after your CPF share at your age's rate, is {m(question.typed)}.
        {tax ? ' The tax assessment figure is your employment income for the year, divided by 12.' : ''}
      </p>
    </section>
  );
}
