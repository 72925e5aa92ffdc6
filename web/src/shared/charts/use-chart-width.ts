import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width the chart really has, so axis text is drawn at its true pixel size on a phone and on a desktop
 * (a fixed viewBox scaled to the screen makes 13 px text 6 px on a 360 px phone). Until it is known (`measured`),
 * `fallback` stands in and the chart draws nothing in its frame; where ResizeObserver is missing the box is read once.
 *
 * The width comes from the ResizeObserver's first report, which the browser makes with its own layout: reading the
 * size in the commit instead forced a layout of the whole page there. The chart then redraws as a transition, in
 * short slices after the page has painted: the frame already has its final height (ChartFigure's `height`), so
 * nothing moves, and a plan summary's two charts no longer redraw inside the task that first paints it
 * (docs/decisions.md "Housing summary explained").
 */
export function useChartWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [measuredWidth, setMeasuredWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = (measured: number) => {
      const next = Math.round(measured);
      if (next > 0) startTransition(() => setMeasuredWidth(next));
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(element.getBoundingClientRect().width);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      apply(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: measuredWidth ?? fallback, measured: measuredWidth !== null };
}
