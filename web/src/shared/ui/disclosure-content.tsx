import { useState, type ReactNode, type SyntheticEvent } from 'react';

/**
 * A `<details>` whose content is rendered once it is first opened, then kept. Closed, its content is read by no one,
 * and a page of dozens of them (the housing summary's explanations, a chart's year-by-year table) spent its first
 * paint building them on a slow phone (docs/decisions.md "Housing summary explained"). The price: find-in-page does
 * not look inside one not yet opened.
 */
export function RenderedWhenOpened({ className, summary, children }: { className: string; summary: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => event.currentTarget.open && setOpened(true);
  return (
    <details className={className} onToggle={onToggle}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}
