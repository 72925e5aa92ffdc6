import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DateTime } from 'luxon';
import {
  QUIZ_EMPLOYMENT_STATUSES,
  QUIZ_INCOME_BANDS,
  QUIZ_RESIDENTIAL_STATUSES,
  yearOfBirthOptions,
} from '../../../../src/quiz/domain/quiz-demographics.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { RadioGroup, SelectField } from '../../shared/ui/fields';
import { QuizLoaded } from '../components/quiz-loaded';
import { QUIZ_PATH, questionPath } from '../quiz-paths';
import type { QuizDemographics } from '../quiz-session';

const SINGAPORE = 'Asia/Singapore';

/** /fin-lit-quiz/demographics: 'About you', every field optional; the answers tailor the results only. */
export const QuizDemographicsPage = observer(function QuizDemographicsPage() {
  usePageTitle('About you');
  return <QuizLoaded>{() => <DemographicsForm />}</QuizLoaded>;
});

const DemographicsForm = observer(function DemographicsForm() {
  const { quiz } = useStores();
  const navigate = useNavigate();
  const [form, setForm] = useState<QuizDemographics>(quiz.session.demographics);
  const set = (change: Partial<QuizDemographics>) => setForm((f) => ({ ...f, ...change }));
  const years = yearOfBirthOptions(DateTime.now().setZone(SINGAPORE).year).map((y) => ({ value: String(y), label: String(y) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    quiz.setDemographics(form);
    navigate(questionPath(1));
  };
  return (
    <div className="container container--md page quiz">
      <p className="eyebrow">Financial literacy quiz</p>
      <h1 className="quiz__title">About you</h1>
      <p className="lead">Optional: it lets us tailor a tip or two in your results. It stays in this browser tab.</p>
      <form className="quiz__form" onSubmit={submit} noValidate>
        <RadioGroup label="Residential status" optional value={form.residentialStatus} onChange={(residentialStatus) => set({ residentialStatus })} options={QUIZ_RESIDENTIAL_STATUSES} />
        <SelectField label="Year of birth" optional value={form.yearOfBirth} onChange={(yearOfBirth) => set({ yearOfBirth })} options={years} />
        <RadioGroup label="Employment status" optional value={form.employmentStatus} onChange={(employmentStatus) => set({ employmentStatus })} options={QUIZ_EMPLOYMENT_STATUSES} />
        <RadioGroup label="Monthly gross income" optional value={form.grossIncome} onChange={(grossIncome) => set({ grossIncome })} options={QUIZ_INCOME_BANDS} />
        <div className="quiz__bar">
          <ButtonLink to={questionPath(1)} variant="secondary">
            Skip
          </ButtonLink>
          <Button type="submit">Continue</Button>
        </div>
      </form>
      <p className="quiz__small">
        <ButtonLink to={QUIZ_PATH.preface} variant="link">
          Back to the start
        </ButtonLink>
      </p>
    </div>
  );
});
