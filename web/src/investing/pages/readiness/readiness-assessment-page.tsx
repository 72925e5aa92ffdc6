import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FALL_REACTIONS,
  HORIZONS,
  INVESTING_GOALS,
  type FallReaction,
  type Horizon,
  type InvestingGoal,
} from '../../../../../src/cashflow-wealth/domain/investing/readiness.js';
import { usePageTitle } from '../../../app/layout/page-title';
import { useModuleProgress } from '../../investing-module-progress';
import { useStores } from '../../../app/store-context';
import { Button } from '../../../shared/ui/button';
import { RadioGroup } from '../../../shared/ui/fields';
import { browserStorage, loadReadinessAnswers, saveReadinessAnswers } from '../../readiness/readiness-answers';
import { GOAL_LABELS, HORIZON_LABELS, REACTION_LABELS, RESULTS_PATH } from '../../readiness/readiness-text';
import './readiness.css';

const required = (value: string) => (value === '' ? 'Choose an answer.' : null);

/**
 * /investment-resources/readiness-assessment (spec 3 §2): three questions, each with why it is asked, then the
 * results. The answers stay in this browser (decisions.md "Readiness assessment"); the checks come from the
 * resident's own figures, not from here.
 */
export const ReadinessAssessmentPage = observer(function ReadinessAssessmentPage() {
  usePageTitle('Are you ready to invest?');
  useModuleProgress('READINESS_ASSESSMENT', { kind: 'progress', step: 0 });
  const { identity } = useStores();
  const navigate = useNavigate();
  const residentId = identity.user?.id ?? '';
  const [stored] = useState(() => loadReadinessAnswers(browserStorage(), residentId));
  const [horizon, setHorizon] = useState<Horizon | ''>(stored?.horizon ?? '');
  const [goal, setGoal] = useState<InvestingGoal | ''>(stored?.goal ?? '');
  const [reaction, setReaction] = useState<FallReaction | ''>(stored?.reaction ?? '');
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (horizon === '' || goal === '' || reaction === '') {
      document.querySelector<HTMLInputElement>('.readiness-form [aria-invalid="true"], .readiness-form input[type="radio"]')?.focus();
      return;
    }
    saveReadinessAnswers(browserStorage(), residentId, { horizon, goal, reaction });
    navigate(RESULTS_PATH);
  };

  return (
    <div className="container page readiness">
      <p className="eyebrow">Investing for beginners</p>
      <h1>Are you ready to invest?</h1>
      <p className="lead">
        Three questions about what you invest for, then we check your own figures against the rules of thumb in the MoneySense Basic Financial Planning Guide. Your
        answers stay in this browser.
      </p>
      <form className="readiness-form" onSubmit={submit} noValidate aria-label="Readiness assessment">
        <RadioGroup<Horizon>
          id="readiness-horizon"
          label="When will you need the money you invest?"
          hint="Why we ask: money needed soon has little time to recover from a fall in prices."
          value={horizon}
          onChange={setHorizon}
          validate={required}
          forceShowError={tried}
          options={HORIZONS.map((value) => ({ value, label: HORIZON_LABELS[value] }))}
        />
        <RadioGroup<InvestingGoal>
          id="readiness-goal"
          label="What are you investing for?"
          hint="Why we ask: your goal sets how long you can stay invested and how much risk makes sense."
          value={goal}
          onChange={setGoal}
          validate={required}
          forceShowError={tried}
          options={INVESTING_GOALS.map((value) => ({ value, label: GOAL_LABELS[value] }))}
        />
        <RadioGroup<FallReaction>
          id="readiness-reaction"
          label="If your investments fell by 20 % in a few months, what would you do?"
          hint="Why we ask: falls like this happen, and how you would feel about one says how much risk you can live with."
          value={reaction}
          onChange={setReaction}
          validate={required}
          forceShowError={tried}
          options={FALL_REACTIONS.map((value) => ({ value, label: REACTION_LABELS[value] }))}
        />
        <div className="button-row">
          <Button variant="primary" type="submit">
            See my results
          </Button>
          <Link to="/investment-resources/investing-for-beginners">Back to the guide</Link>
        </div>
      </form>
    </div>
  );
});
