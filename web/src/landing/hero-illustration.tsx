/**
 * Decorative hero art in plain SVG (no image download): a planning card with a savings ring and a bar chart.
 * Hidden from assistive technology; the text next to it says everything.
 */
export function HeroIllustration() {
  return (
    <svg className="hero__art" viewBox="0 0 440 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f4f2fe" />
        </linearGradient>
        <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6b4feb" />
          <stop offset="1" stopColor="#523abc" />
        </linearGradient>
      </defs>
      <circle cx="360" cy="70" r="56" fill="#e1dbfb" />
      <circle cx="70" cy="300" r="40" fill="#dbf9fd" />
      <rect x="40" y="40" width="330" height="250" rx="20" fill="url(#hero-card)" stroke="#e1dbfb" strokeWidth="2" />
      <rect x="68" y="68" width="120" height="12" rx="6" fill="#c8bdf7" />
      <rect x="68" y="90" width="80" height="10" rx="5" fill="#e1dbfb" />
      {/* savings ring: about three quarters of the way to a target */}
      <circle cx="125" cy="190" r="50" fill="none" stroke="#e1dbfb" strokeWidth="16" />
      <circle
        cx="125"
        cy="190"
        r="50"
        fill="none"
        stroke="#0e7c3d"
        strokeWidth="16"
        strokeLinecap="round"
        strokeDasharray="236 314"
        transform="rotate(-90 125 190)"
      />
      <text x="125" y="197" textAnchor="middle" fontSize="22" fontWeight="700" fill="#2a1e61" fontFamily="system-ui, sans-serif">
        75%
      </text>
      {/* monthly bars */}
      <g fill="url(#hero-bar)">
        <rect x="210" y="200" width="22" height="50" rx="4" />
        <rect x="242" y="176" width="22" height="74" rx="4" />
        <rect x="274" y="188" width="22" height="62" rx="4" />
        <rect x="306" y="150" width="22" height="100" rx="4" />
      </g>
      <rect x="204" y="252" width="132" height="3" rx="1.5" fill="#c6c6c6" />
      <rect x="210" y="120" width="118" height="10" rx="5" fill="#e1dbfb" />
      {/* floating coin and shield */}
      <g transform="translate(330 250)">
        <circle r="34" fill="#fcde63" stroke="#9d841c" strokeWidth="3" />
        <text y="9" textAnchor="middle" fontSize="24" fontWeight="700" fill="#605111" fontFamily="system-ui, sans-serif">
          $
        </text>
      </g>
      <g transform="translate(20 120)">
        <path d="M30 0 0 12v24c0 20 14 32 30 36 16-4 30-16 30-36V12z" fill="#523abc" />
        <path d="m18 36 9 9 16-18" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
