import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width the chart really has, so axis text is drawn at its true pixel size on a phone and on a desktop
 * (a fixed viewBox scaled to the screen makes 13 px text 6 px on a 360 px phone). Until it is known (`measured`),
 * `fallback` stands in and the chart draws nothing in its frame; where ResizeObserver is missing the box is read once.
 *
 * The width comes from the ResizeObserver's first report, which the browser makes with its own layout: reading the
 * size in the commit instead forced a layout of the whole page there. The chart then redraws as a transition, in
 * short slices after the page has painted: the frame already has its final height (ChartFigure's `height`), so
 * nothing moves, and a plan summary's two charts no longer redraw inside the task that first paints it
 * (docs/decisions.md "Housing summary explained"). A chart whose height depends on its width (a bar chart's labels
 * stagger on a phone) cannot keep a final height before it is measured: `heightFollowsWidth` draws its first width at
 * once instead (`flushSync` in the observer's callback, which runs after layout and before paint).
 */
export function useChartWidth<T extends HTMLElement>(fallback: number, { heightFollowsWidth = false } = {}) {
  const ref = useRef<T>(null);
  const [measuredWidth, setMeasuredWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = (measured: number, later = true) => {
      const next = Math.round(measured);
      if (next <= 0) return;
      if (later) startTransition(() => setMeasuredWidth(next));
      else setMeasuredWidth(next);
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(element.getBoundingClientRect().width, !heightFollowsWidth);
      return;
    }
    let first = true;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const measured = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      if (first && heightFollowsWidth) flushSync(() => apply(measured, false));
      else apply(measured, true);
      first = false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [heightFollowsWidth]);
  return { ref, width: measuredWidth ?? fallback, measured: measuredWidth !== null };
}
