import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width the chart really has, so axis text is drawn at its true pixel size on a phone and on a desktop
 * (a fixed viewBox scaled to the screen makes 13 px text 6 px on a 360 px phone). Before the first measure, and
 * where ResizeObserver is missing, `fallback` is used.
 *
 * The width comes from the ResizeObserver's first report, which the browser makes with its own layout, before it
 * paints: reading the size in the commit instead forced a layout of the whole page there, one of the longest pieces
 * of a plan summary's first render on a slow phone. The chart is redrawn at once (`flushSync`), so the first paint
 * already shows it at its width.
 */
export function useChartWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = (measured: number) => {
      const next = Math.round(measured);
      if (next > 0) setWidth(next);
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(element.getBoundingClientRect().width);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const measured = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      flushSync(() => apply(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
