import { useId, useState } from 'react';
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

/**
 * Three feature slides. It never moves by itself (nothing to pause, WCAG 2.2.2); previous/next and the slide
 * buttons change it, and the new slide is announced politely.
 */
export function FeatureCarousel() {
  const [index, setIndex] = useState(0);
  const id = useId();
  const go = (next: number) => setIndex((next + SLIDES.length) % SLIDES.length);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-labelledby={`${id}-heading`}>
      <div className="carousel__header">
        <h2 id={`${id}-heading`}>What you can do</h2>
        <div className="carousel__controls">
          <button type="button" className="icon-button icon-button--outlined" onClick={() => go(index - 1)}>
            <ChevronLeftIcon />
            <span className="sr-only">Previous slide</span>
          </button>
          <button type="button" className="icon-button icon-button--outlined" onClick={() => go(index + 1)}>
            <ChevronRightIcon />
            <span className="sr-only">Next slide</span>
          </button>
        </div>
      </div>
      <div className="carousel__viewport" aria-live="polite">
        {SLIDES.map((slide, i) => (
          <div
            key={slide.title}
            id={`${id}-slide-${i}`}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}: ${slide.title}`}
            hidden={i !== index}
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
