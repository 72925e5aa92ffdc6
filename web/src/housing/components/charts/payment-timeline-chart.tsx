/**
 * What is paid when, as a stepped chart (d3): the amount paid so far after each stage of the purchase, CPF below and
 * cash stacked on it, with the stage's items in a table beside it (docs/decisions.md "Housing summary explained").
 * The svg is one image named by its take-away; the cumulative figures are a screen-reader table, and the items table
 * is visible to everyone.
 */
import { area, curveStepAfter, line, scaleLinear } from 'd3';
import { Fragment, useId } from 'react';
import type { PaymentStage } from '../../../../../src/housing/domain/payment-timeline.js';
import type { Explanation } from '../../../../../src/housing/domain/figure-explanations.js';
import { ChartFigure, ChartLegend, yAxis } from '../../../shared/charts';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { HowWorkedOut, SourceLine } from '../explained-figure';
import { labelLines, moneyTick, timelineSteps, timelineSummary, type TimelineStep } from './plan-chart-data';

/** Palette colours (chart kit's category set) with at least 3:1 against white and against each other's neighbour. */
export const CASH_COLOUR = '#0269d0';
export const CPF_COLOUR = '#0e7c3d';

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
  const { ref, width } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const axis = yAxis(steps.map((step) => step.totalSoFar), undefined, 100_000);
  const y = scaleLinear().domain([axis.min, axis.max]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const x = scaleLinear().domain([0, steps.length]).range([MARGIN.left, width - MARGIN.right]);
  // Each stage holds its level across its slot: one point per stage start, and the last level carried to the end.
  const points = [...steps.map((step, i) => ({ i, step })), { i: steps.length, step: steps[steps.length - 1]! }];
  const cpfArea = area<(typeof points)[number]>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y0(y(0))
    .y1((p) => y(p.step.cpfSoFar))(points);
  const cashArea = area<(typeof points)[number]>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y0((p) => y(p.step.cpfSoFar))
    .y1((p) => y(p.step.totalSoFar))(points);
  const totalLine = line<(typeof points)[number]>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y((p) => y(p.step.totalSoFar))(points);
  const slot = (width - MARGIN.left - MARGIN.right) / steps.length;
  const longest = Math.max(...steps.flatMap((step) => labelLines(step.label).map((l) => l.length)));
  // Names that do not fit their slot are numbered; the table below names every stage.
  const numbered = longest * 7 > slot - 6;
  return (
    <ChartFigure
      title="Paid so far, stage by stage"
      summary={timelineSummary(steps)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
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
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {moneyTick(tick)}
          </text>
        </g>
      ))}
      {cpfArea && <path d={cpfArea} fill={CPF_COLOUR} />}
      {cashArea && <path d={cashArea} fill={CASH_COLOUR} />}
      {totalLine && <path d={totalLine} fill="none" stroke="var(--color-text)" strokeWidth={2} />}
      {steps.map((step, i) => (
        <g key={step.stage}>
          {i > 0 && <line className="chart__grid" x1={x(i)} x2={x(i)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} />}
          {slot >= 56 && (
            <text className="chart__tick chart__tick--strong" x={x(i + 0.5)} y={y(step.totalSoFar) - 8} textAnchor="middle">
              {moneyTick(step.totalSoFar)}
            </text>
          )}
          <text className="chart__tick" x={x(i + 0.5)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
            {numbered ? (
              `${i + 1}`
            ) : (
              labelLines(step.label).map((part, line) => (
                <tspan key={part} x={x(i + 0.5)} dy={line === 0 ? 0 : 15}>
                  {part}
                </tspan>
              ))
            )}
          </text>
        </g>
      ))}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
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
