import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width the chart really has, so axis text is drawn at its true pixel size on a phone and on a desktop
 * (a fixed viewBox scaled to the screen makes 13 px text 6 px on a 360 px phone). Before the first measure, and
 * where ResizeObserver is missing, `fallback` is used.
 */
export function useChartWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
