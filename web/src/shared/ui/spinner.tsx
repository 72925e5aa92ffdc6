/** A decorative spinner; the text next to it (in a live region) says what is happening. */
export function Spinner({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return <span className={`spinner${size === 'lg' ? ' spinner--lg' : ''}`} aria-hidden="true" />;
}
