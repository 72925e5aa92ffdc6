import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, type Cents } from '../../shared/format/money';
import { LevelBadge } from '../level-badge';
import { levelView } from '../health-levels';
import './sub-pages.css';

export const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/** The resident's figure, large, with its level (icon + word). */
export function FigureCard({ label, figure, level, children }: { label: string; figure: string; level: number; children?: ReactNode }) {
  return (
    <section className="card figure-card" aria-label={label}>
      <p className="figure-card__label">{label}</p>
      <p className="figure-card__figure">{figure}</p>
      <LevelBadge level={level} size="lg" />
      {children && <div className="figure-card__text">{children}</div>}
    </section>
  );
}

export interface WorkingRow {
  label: string;
  /** SGD cents */
  amount: number;
  /** '−' for a line taken away */
  sign?: '+' | '−';
}

/** 'How it is worked out': the lines of the sum with the resident's amounts, then the result. */
export function Working({ title, rows, result, note }: { title: string; rows: readonly WorkingRow[]; result: { label: string; value: string }; note?: ReactNode }) {
  return (
    <section className="card" aria-labelledby="working-heading">
      <h2 id="working-heading" className="card__title">
        {title}
      </h2>
      <table className="data-table working">
        <caption className="sr-only">{title}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">
                {row.sign && <span aria-hidden="true" className="working__sign">{row.sign}</span>}
                {row.sign === '−' ? <span className="sr-only">minus </span> : null}
                {row.label}
              </th>
              <td>{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{result.label}</th>
            <td>{result.value}</td>
          </tr>
        </tfoot>
      </table>
      {note && <p className="working__note">{note}</p>}
    </section>
  );
}

export interface Band {
  /** the health level the band gives: 3 good, 2 fair, 1 needs attention */
  level: number;
  range: string;
}

/** The bands of a rule, the resident's own marked in words ('You are here'), not by colour alone. */
export function Bands({ title, bands, current }: { title: string; bands: readonly Band[]; current: number }) {
  return (
    <section className="card" aria-labelledby="bands-heading">
      <h2 id="bands-heading" className="card__title">
        {title}
      </h2>
      <ul className="bands">
        {bands.map((band) => {
          const here = band.level === current;
          return (
            <li key={`${band.level}-${band.range}`} className={here ? 'bands__band bands__band--here' : 'bands__band'} aria-current={here ? 'true' : undefined}>
              <LevelBadge level={band.level} />
              <span className="bands__range">{band.range}</span>
              {here && <strong className="bands__here">You are here</strong>}
            </li>
          );
        })}
      </ul>
      {current === 0 && <p className="working__note">{levelView(0).label}: we need your figures first.</p>}
    </section>
  );
}

/** What to do next: a sentence or two and the pages where to act. */
export function NextSteps({ children, links }: { children: ReactNode; links: readonly { to: string; label: string }[] }) {
  return (
    <section className="card card--muted" aria-labelledby="next-heading">
      <h2 id="next-heading" className="card__title">
        What you can do
      </h2>
      <div className="next-steps__text">{children}</div>
      <ul className="next-steps__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A table cell with an amount in its own currency and, for another currency, what it is in SGD under it. */
export function AmountCell({ cents, currency, sgd }: { cents: number; currency: string; sgd: number | null }) {
  return (
    <td>
      {formatMoney(cents as Cents, currency)}
      {currency !== 'SGD' && sgd !== null && (
        <>
          <br />
          <small className="text-subtle">About {money(sgd)}</small>
        </>
      )}
    </td>
  );
}

/** A row's header: the item's name and, under it, what kind of item it is. */
export function ItemHeader({ name, detail }: { name: string; detail: ReactNode }) {
  return (
    <th scope="row">
      {name}
      <br />
      <small className="text-subtle">{detail}</small>
    </th>
  );
}
