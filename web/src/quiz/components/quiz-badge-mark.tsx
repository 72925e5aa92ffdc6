/** A badge's round mark: a ribbon medal with the badge's initials, coloured by badge. */
const COLOURS: Readonly<Record<string, string>> = {
  'Budgeting Crusader': '#1d64d8',
  'Finance Sage': '#6b46c1',
  'Shield Guardian': '#0e7c7b',
  'Wise Nest Planner': '#2f855a',
  'Legacy Steward': '#b7591e',
  'Financial Novice': '#3c4a9e',
};

export function QuizBadgeMark({ name }: { name: string }) {
  const colour = COLOURS[name] ?? '#3c4a9e';
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <svg className="quiz-badge__mark" width="88" height="104" viewBox="0 0 88 104" aria-hidden="true">
      <path d="M24 60 L12 102 L32 92 L44 104 L50 66 Z" fill={colour} opacity="0.75" />
      <path d="M64 60 L76 102 L56 92 L44 104 L38 66 Z" fill={colour} opacity="0.55" />
      <circle cx="44" cy="44" r="40" fill={colour} />
      <circle cx="44" cy="44" r="32" fill="none" stroke="#fff" strokeWidth="3" opacity="0.8" />
      <text x="44" y="53" textAnchor="middle" fontSize="26" fontWeight="700" fill="#fff" fontFamily="inherit">
        {initials}
      </text>
    </svg>
  );
}
