import { levelView, type LevelIconName } from './health-levels';
import './level-badge.css';

/** Each level's own shape, so the level reads without colour: a tick, a half-filled circle, a '!', a dash. */
function LevelIcon({ name, size }: { name: LevelIconName; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="level__icon">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      {name === 'check' && <path d="m7.5 12.5 3 3 6-7" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />}
      {name === 'half' && <path d="M12 5a7 7 0 0 1 0 14z" fill="#fff" />}
      {name === 'alert' && <path d="M12 6.5v7M12 17v.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />}
      {name === 'dash' && <path d="M7.5 12h9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />}
    </svg>
  );
}

/** A health level as icon + word on a tinted pill (colour is the third cue, never the only one). */
export function LevelBadge({ level, size = 'md' }: { level: number; size?: 'md' | 'lg' }) {
  const view = levelView(level);
  return (
    <span className={`level level--${view.tone} level--${size}`}>
      <LevelIcon name={view.icon} size={size === 'lg' ? 28 : 20} />
      <span className="level__label">{view.label}</span>
    </span>
  );
}
