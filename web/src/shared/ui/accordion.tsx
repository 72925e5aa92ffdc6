import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { nextOpenSection } from './accordion-rules';

export interface AccordionSection {
  key: string;
  title: string;
  body: ReactNode;
}

/**
 * An accordion (spec 3 §4): one section open at a time, a second click on the open one closes it. Each header is
 * a button with aria-expanded controlling its region (the WAI-ARIA accordion pattern).
 */
export function Accordion({ sections, headingLevel = 3 }: { sections: readonly AccordionSection[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {sections.map((section, index) => {
        const expanded = open === section.key;
        const buttonId = `${id}-button-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={section.key} className={expanded ? 'accordion__section accordion__section--open' : 'accordion__section'}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpenSection(current, section.key))}
              >
                <span>{section.title}</span>
                <ChevronDownIcon size={20} className="accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {section.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
