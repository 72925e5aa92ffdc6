import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/ui/icons';

interface Slide {
  title: string;
  heading: string;
  body: string;
  art: 'consolidate' | 'plan' | 'learn';
}

const SLIDES: Slide[] = [
  {
    title: 'Consolidate',
    heading: 'See your finances in one place',
    body: 'With your consent, bring in your personal data, bank accounts, CPF and insurance details, or enter figures yourself.',
    art: 'consolidate',
  },
  {
    title: 'Plan',
    heading: 'Plan with clear numbers',
    body: 'Understand your monthly cashflow and net worth, build an emergency fund, and set savings targets for a home or retirement.',
    art: 'plan',
  },
  {
    title: 'Learn',
    heading: 'Learn at your own pace',
    body: 'Read neutral guides on saving, borrowing, investing, insurance and retirement, and test yourself with the financial literacy quiz.',
    art: 'learn',
  },
];

function SlideArt({ kind }: { kind: Slide['art'] }) {
  return (
    <svg className="carousel__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect width="160" height="120" rx="16" fill="#f4f2fe" />
      {kind === 'consolidate' && (
        <g>
          <rect x="20" y="22" width="52" height="34" rx="6" fill="#c8bdf7" />
          <rect x="88" y="22" width="52" height="34" rx="6" fill="#96c7f7" />
          <rect x="20" y="66" width="52" height="34" rx="6" fill="#b1edcb" />
          <rect x="88" y="66" width="52" height="34" rx="6" fill="#fcde63" />
          <circle cx="80" cy="61" r="16" fill="#523abc" />
          <path d="m73 61 5 5 9-10" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
      {kind === 'plan' && (
        <g>
          <path d="M22 96h116" stroke="#c6c6c6" strokeWidth="3" />
          <path d="M26 86 56 70l26 8 30-30 22-10" fill="none" stroke="#523abc" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="134" cy="38" r="8" fill="#0e7c3d" />
          <path d="M120 20h22v12" fill="none" stroke="#0e7c3d" strokeWidth="4" strokeLinecap="round" />
        </g>
      )}
      {kind === 'learn' && (
        <g>
          <path d="M80 34 30 24v62l50 12 50-12V24z" fill="#fff" stroke="#523abc" strokeWidth="4" strokeLinejoin="round" />
          <path d="M80 34v64" stroke="#523abc" strokeWidth="4" />
          <path d="M42 42l26 5M42 56l26 5M92 47l26-5M92 61l26-5" stroke="#a999f3" strokeWidth="4" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/** Spec 3 §9 "Timing and layout": the carousel's auto-scroll interval, scroll idle before snapping, resize throttle. */
export const AUTO_SCROLL_MS = 4500;
export const SNAP_IDLE_MS = 150;
export const RESIZE_THROTTLE_MS = 300;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The slide whose start is nearest the scroll position. */
export const nearestSlide = (scrollLeft: number, width: number, count: number): number =>
  width <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));

/** Whether the visitor asked for less motion; follows the setting while the page is open. */
function useReducedMotion(): boolean {
  // False on the first render, as in the prerendered page, so hydration matches; the effect reads the real setting.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

const PauseMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
    <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
  </svg>
);
const PlayMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
);

/**
 * Three feature slides in a CSS scroll-snap row (spec 1 §2 landing "feature carousel"; spec 3 §9: auto-scroll every
 * 4500 ms, snapping after 150 ms of scroll idle, resize throttled at 300 ms). It follows the WAI carousel pattern
 * (docs/decisions.md "The spec's remaining units"): it moves by itself only while no pointer rests on it and no focus
 * is inside it, never when the visitor prefers reduced motion (they may still start it), and the first control is a
 * pause / play button (WCAG 2.2.2). While it moves by itself the slides are not announced (aria-live off); once
 * stopped, a change is announced politely. Only the slide in view is in the accessibility tree.
 */
export function FeatureCarousel() {
  const [index, setIndex] = useState(0);
  // null: the default, which is to move unless the visitor prefers reduced motion; true / false: their own choice.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const id = useId();
  const playing = chosen ?? !reduced;
  const rotating = playing && !hovered && !focused;
  const go = useCallback((next: number) => setIndex((next + SLIDES.length) % SLIDES.length), []);

  // Bring the chosen slide into view; the scroll-snap row settles on it.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const left = index * el.clientWidth;
    if (Math.abs(el.scrollLeft - left) < 1) return;
    el.scrollTo?.({ left, behavior: reduced ? 'auto' : 'smooth' });
  }, [index, reduced]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => go(index + 1), AUTO_SCROLL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, go]);

  // A swipe or a scroll by hand: once it has been idle for SNAP_IDLE_MS, the slide in view is the current one.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let idle: number | undefined;
    const onScroll = () => {
      window.clearTimeout(idle);
      idle = window.setTimeout(() => setIndex(nearestSlide(el.scrollLeft, el.clientWidth, SLIDES.length)), SNAP_IDLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(idle);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  // A new width moves every slide's start: realign at once, at most every RESIZE_THROTTLE_MS.
  const indexRef = useRef(index);
  indexRef.current = index;
  useEffect(() => {
    let last = 0;
    let pending: number | undefined;
    const realign = () => {
      last = Date.now();
      const el = viewport.current;
      if (el) el.scrollTo?.({ left: indexRef.current * el.clientWidth, behavior: 'auto' });
    };
    const onResize = () => {
      window.clearTimeout(pending);
      const wait = RESIZE_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) realign();
      else pending = window.setTimeout(realign, wait);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(pending);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={`${id}-heading`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus stops it (WAI carousel pattern); a mouse click is already covered by the hover.
      onFocus={(event) => setFocused(event.target.matches?.(':focus-visible') ?? true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__header">
        <h2 id={`${id}-heading`}>What you can do</h2>
        <div className="carousel__controls">
          <button type="button" className="icon-button icon-button--outlined" onClick={() => setChosen(!playing)}>
            {playing ? <PauseMark /> : <PlayMark />}
            <span className="sr-only">{playing ? 'Stop moving the slides' : 'Move the slides automatically'}</span>
          </button>
          <button type="button" className="icon-button icon-button--outlined" aria-controls={`${id}-slides`} onClick={() => go(index - 1)}>
            <ChevronLeftIcon />
            <span className="sr-only">Previous slide</span>
          </button>
          <button type="button" className="icon-button icon-button--outlined" aria-controls={`${id}-slides`} onClick={() => go(index + 1)}>
            <ChevronRightIcon />
            <span className="sr-only">Next slide</span>
          </button>
        </div>
      </div>
      {/* Focusable so the row scrolls with the arrow keys too (a scroll region must be reachable by keyboard). */}
      <div
        id={`${id}-slides`}
        ref={viewport}
        className="carousel__viewport"
        role="region"
        aria-label="Slides"
        tabIndex={0}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {SLIDES.map((slide, i) => (
          <div
            key={slide.title}
            id={`${id}-slide-${i}`}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}: ${slide.title}`}
            inert={i !== index}
          >
            <SlideArt kind={slide.art} />
            <div>
              <p className="eyebrow">{slide.title}</p>
              <h3 className="carousel__heading">{slide.heading}</h3>
              <p>{slide.body}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="carousel__dots" role="group" aria-label="Choose a slide">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            className="carousel__dot"
            aria-controls={`${id}-slide-${i}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          >
            <span className="carousel__dot-mark" aria-hidden="true" />
            <span className="carousel__dot-label">{slide.title}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
