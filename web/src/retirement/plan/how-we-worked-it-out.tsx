/**
 * "How we worked this out" under a figure: the rule in plain words and the sources it rests on (figure-notes.ts),
 * rendered once opened so a page of them costs nothing on the first paint.
 */
import { formatDisplayDate } from '../../shared/format/date-time';
import { RenderedWhenOpened } from '../../shared/ui/disclosure-content';
import { FIGURE_RULES, sourcesFor, type CpfSource, type FigureKind } from './figure-notes';

export function HowWeWorkedItOut({ kind, sources }: { kind: FigureKind; sources: readonly CpfSource[] }) {
  const used = sourcesFor(kind, sources);
  return (
    <RenderedWhenOpened className="cpf-how" summary="How we worked this out">
      <p>{FIGURE_RULES[kind]}</p>
      {used.length > 0 ? (
        <ul className="cpf-how__sources">
          {used.map((s) => (
            <li key={s.title}>
              {s.publisher}, {s.url ? <a href={s.url}>{s.title}</a> : s.title} (checked {formatDisplayDate(s.checkedOn)})
              {s.toConfirm ? `; to confirm: ${s.toConfirm}` : ''}.
            </li>
          ))}
        </ul>
      ) : (
        <p>This rests on your own figures and the assumptions you chose, not on a CPF table.</p>
      )}
    </RenderedWhenOpened>
  );
}
