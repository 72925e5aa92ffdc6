/**
 * What is paid when, as a stepped chart (d3): the amount paid so far after each stage of the purchase, CPF below and
 * cash stacked on it, with the stage's items in a table beside it (docs/decisions.md "Housing summary explained").
 * The svg is one image named by its take-away; the cumulative figures are a screen-reader table, and the items table
 * is visible to everyone.
 */
import { Fragment, lazy, Suspense, useId } from 'react';
import type { PaymentStage } from '../../../../../src/housing/domain/payment-timeline.js';
import type { Explanation } from '../../../../../src/housing/domain/figure-explanations.js';
import { ChartFigure, ChartLegend } from '../../../shared/charts/chart-figure';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { HowWorkedOut, SourceLine } from '../explained-figure';
import { CASH_COLOUR, CPF_COLOUR } from './chart-colours';
import { timelineSteps, timelineSummary, type TimelineStep } from './plan-chart-data';

export { CASH_COLOUR, CPF_COLOUR } from './chart-colours';

/** d3 and the drawing load when the chart first shows, not with the page (docs/decisions.md "Web performance budget"). */
const PaymentTimelinePlot = lazy(async () => ({ default: (await import('./payment-timeline-plot')).PaymentTimelinePlot }));

const FALLBACK_WIDTH = 600;
const HEIGHT = 260;
const MARGIN = { top: 28, right: 12, bottom: 48, left: 64 };
const m = (cents: number) => formatMoney(cents as Cents);

export function PaymentTimelineChart({ stages, explanations }: { stages: readonly PaymentStage[]; explanations: ReadonlyArray<{ stage: string; explanation: Explanation }> }) {
  const steps = timelineSteps(stages);
  if (steps.length === 0) return <p className="plan-summary__note">Choose a new or resale flat and enter its price to see what you pay at each stage.</p>;
  return (
    <>
      <TimelineSteps steps={steps} />
      <TimelineItems stages={stages} explanations={explanations} />
    </>
  );
}

function TimelineSteps({ steps }: { steps: readonly TimelineStep[] }) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  return (
    <ChartFigure
      title="Paid so far, stage by stage"
      summary={timelineSummary(steps)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      height={HEIGHT}
      className="chart--timeline"
      tableMode="hidden"
      table={{
        caption: 'Paid so far, stage by stage',
        columns: ['Stage', 'Cash so far', 'CPF so far', 'Total so far'],
        rows: steps.map((step) => [step.label, m(step.cashSoFar), m(step.cpfSoFar), m(step.totalSoFar)]),
      }}
      footer={
        <ChartLegend
          items={[
            { label: 'Cash', colour: CASH_COLOUR },
            { label: 'CPF', colour: CPF_COLOUR },
          ]}
        />
      }
    >
      {/* The frame, legend and table are drawn now; the plot fills the svg when d3 has loaded, without moving the page. */}
      {measured && (
        <Suspense fallback={null}>
          <PaymentTimelinePlot width={width} height={HEIGHT} margin={MARGIN} steps={steps} />
        </Suspense>
      )}
    </ChartFigure>
  );
}

/**
 * Every stage's items: what, paid how, how much, and how we worked it out, with the stage's total. The how and the
 * source take a full-width row under their item, so the figures keep their columns on a phone.
 */
function TimelineItems({ stages, explanations }: { stages: readonly PaymentStage[]; explanations: ReadonlyArray<{ stage: string; explanation: Explanation }> }) {
  const id = useId();
  return (
    <div className="table-scroll plan-timeline__wrap">
      <table className="data-table plan-timeline">
        <caption>What you pay at each stage</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Paid in</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        {stages.map((stage, index) => {
          const explanation = explanations.find((e) => e.stage === stage.stage)?.explanation;
          return (
            <tbody key={stage.stage} data-stage={stage.stage}>
              <tr className="plan-timeline__stage">
                <th scope="colgroup" colSpan={3}>
                  {index + 1}. {stage.label} <span className="plan-timeline__when">{stage.when}</span>
                  {explanation && <HowWorkedOut label={`the total at stage ${index + 1}`} explanation={explanation} />}
                </th>
              </tr>
              {stage.items.map((item) => {
                const itemId = `${id}-${stage.stage}-${item.key}`;
                return (
                  <Fragment key={item.key}>
                    <tr className="plan-timeline__item" data-item={item.key}>
                      <th scope="row" id={itemId}>
                        {item.label}
                      </th>
                      <td>{item.paymentMethod === 'CPF' ? 'CPF' : 'Cash'}</td>
                      <td className="money">{m(item.amount)}</td>
                    </tr>
                    <tr className="plan-timeline__detail" data-item-detail={item.key}>
                      <td colSpan={3} headers={itemId}>
                        <span className="plan-timeline__how">{item.howWorkedOut}</span>
                        {item.source && <SourceLine source={item.source} />}
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
              <tr className="plan-timeline__total" data-total={stage.stage}>
                <th scope="row" colSpan={2}>
                  Total: {m(stage.cash)} cash, {m(stage.cpf)} CPF
                </th>
                <td className="money">{m(stage.total)}</td>
              </tr>
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
