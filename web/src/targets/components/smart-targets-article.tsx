import { ReadingTime } from '../../content/articles/article-page';

/** The 'Setting SMART targets' text (2 min read), shared with /savings-resources/setting-smart-targets. */
export function SmartTargetsArticle() {
  return (
    <article className="article">
      <ReadingTime minutes={2} />
      <h1>Setting SMART targets</h1>
      <p className="lead">A target you can picture, measure and reach is one you are far more likely to meet. SMART is a simple check for that.</p>
      <h2>Specific</h2>
      <p>Name what you are saving for: "a trip to Japan in December" works better than "travel". A clear picture keeps you going when saving gets hard.</p>
      <h2>Measurable</h2>
      <p>Put a number on it. Add up flights, stay and spending money, or ask for quotations for a renovation, so you know when you have arrived.</p>
      <h2>Achievable</h2>
      <p>
        Check the amount against what you can save each month. If the badge says you will fall short, lower the amount, move the date, or save a
        little more each month: the suggestions in the target show you by how much.
      </p>
      <h2>Relevant</h2>
      <p>Save for what matters to you first. An emergency fund of 3 to 6 months of spending comes before most other targets: it keeps a surprise from becoming debt.</p>
      <h2>Time-bound</h2>
      <p>Give every target a date. A date turns "one day" into a monthly amount, and lets you see whether you are on track.</p>
      <h2>Then review it</h2>
      <p>Once a month, update your available funds and see how your targets are doing. Adjust when life changes; that is part of the plan.</p>
    </article>
  );
}

