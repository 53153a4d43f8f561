/**
 * The home page's hero picture, drawn inline: it is part of the page's first paint, with no
 * request of its own and no separate document for the browser to lay out before the page.
 */
// A page has one hero: fixed ids for its gradients and shadow, prefixed apart from the page's.
const ids = 'hero-art';

export function HeroIllustration({ className, label }: { className: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 560 460" width="560" height="460" role="img" aria-label={label}>
      <defs>
        <linearGradient id={`${ids}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c7e8e1" />
          <stop offset="1" stopColor="#e6f4f1" />
        </linearGradient>
        <linearGradient id={`${ids}-wood`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9a066" />
          <stop offset="1" stopColor="#b97a45" />
        </linearGradient>
        <linearGradient id={`${ids}-screen`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f3f7f6" />
        </linearGradient>
        <filter id={`${ids}-shadow`} x="-25%" y="-25%" width="150%" height="220%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0f1f1c" floodOpacity="0.18" />
        </filter>
      </defs>
      <circle cx="280" cy="236" r="210" fill={`url(#${ids}-bg)`} />
      <circle cx="468" cy="92" r="26" fill="#fff1e6" />
      <circle cx="92" cy="384" r="18" fill="#fff1e6" />
      {/* counter top */}
      <rect x="40" y="384" width="480" height="18" rx="9" fill="#0b6e63" opacity="0.18" />
      {/* display cabinet */}
      <g filter={`url(#${ids}-shadow)`}>
        <rect x="88" y="92" width="280" height="296" rx="18" fill={`url(#${ids}-wood)`} />
        <rect x="104" y="150" width="248" height="222" rx="10" fill="#fdf8f3" />
        {/* header sign */}
        <rect x="104" y="106" width="248" height="34" rx="8" fill="#0b6e63" />
        <text x="128" y="129" fontSize="15" fontWeight="700" fill="#ffffff">
          Scan · Shop · Go
        </text>
        <rect x="308" y="111" width="24" height="24" rx="3" fill="#ffffff" />
        <path d="M312 115h6v6h-6zM322 115h6v6h-6zM312 125h6v6h-6zM323 126h2v2h-2zM326 129h2v2h-2z" fill="#0f1f1c" />
      </g>
      {/* shelves */}
      <rect x="104" y="258" width="248" height="8" fill="#d9a066" />
      <rect x="104" y="364" width="248" height="8" fill="#d9a066" />
      {/* top shelf: chip bags and candy */}
      <g>
        <path d="M120 252 l6 -80 h40 l6 80z" fill="#e8590c" />
        <rect x="128" y="196" width="36" height="22" rx="4" fill="#fff1e6" />
        <path d="M178 252 l6 -72 h38 l6 72z" fill="#2563eb" />
        <rect x="186" y="202" width="34" height="20" rx="4" fill="#dbeafe" />
        <path d="M236 252 l5 -64 h34 l5 64z" fill="#15803d" />
        <rect x="243" y="206" width="30" height="18" rx="4" fill="#dcfce7" />
        <rect x="290" y="214" width="50" height="38" rx="6" fill="#7c3aed" />
        <rect x="298" y="224" width="34" height="8" rx="3" fill="#ede9fe" />
      </g>
      {/* bottom shelf: drinks */}
      <g>
        <rect x="122" y="300" width="30" height="64" rx="8" fill="#0ea5e9" />
        <rect x="128" y="288" width="18" height="16" rx="4" fill="#0369a1" />
        <rect x="122" y="322" width="30" height="18" fill="#e0f2fe" />
        <rect x="164" y="296" width="30" height="68" rx="8" fill="#f59e0b" />
        <rect x="170" y="284" width="18" height="16" rx="4" fill="#b45309" />
        <rect x="164" y="320" width="30" height="18" fill="#fef3c7" />
        <rect x="208" y="314" width="28" height="50" rx="6" fill="#dc2626" />
        <rect x="208" y="326" width="28" height="14" fill="#fee2e2" />
        <rect x="246" y="314" width="28" height="50" rx="6" fill="#111827" />
        <rect x="246" y="326" width="28" height="14" fill="#e5e7eb" />
        <rect x="286" y="306" width="52" height="58" rx="8" fill="#0b6e63" />
        <rect x="294" y="318" width="36" height="20" rx="4" fill="#c7e8e1" />
      </g>
      {/* phone */}
      <g filter={`url(#${ids}-shadow)`} transform="rotate(6 430 280)">
        <rect x="352" y="150" width="156" height="286" rx="26" fill="#0f1f1c" />
        <rect x="362" y="164" width="136" height="258" rx="18" fill={`url(#${ids}-screen)`} />
        <rect x="408" y="170" width="44" height="8" rx="4" fill="#0f1f1c" />
        <text x="376" y="204" fontSize="12" fontWeight="700" fill="#0f1f1c">
          Your basket
        </text>
        <rect x="376" y="214" width="108" height="108" rx="10" fill="#ffffff" stroke="#e5e7eb" />
        <g fill="#0f1f1c">
          <path d="M388 226h26v26h-26zM446 226h26v26h-26zM388 284h26v26h-26z" />
          <path d="M393 231h16v16h-16zM451 231h16v16h-16zM393 289h16v16h-16z" fill="#ffffff" />
          <path d="M397 235h8v8h-8zM455 235h8v8h-8zM397 293h8v8h-8z" />
          <path d="M422 228h6v6h-6zM432 236h6v6h-6zM422 246h6v6h-6zM420 260h8v6h-8zM434 258h6v10h-6zM446 262h8v6h-8zM460 260h10v6h-10zM422 274h6v8h-6zM436 276h10v6h-10zM452 282h6v6h-6zM464 276h6v14h-6zM424 292h8v8h-8zM440 296h6v14h-6zM452 298h18v6h-18zM420 304h10v6h-10zM462 306h8v4h-8z" />
        </g>
        <text x="376" y="346" fontSize="11" fill="#4b5563">
          2 items
        </text>
        <text x="484" y="346" textAnchor="end" fontSize="13" fontWeight="700" fill="#0f1f1c">
          $6.50
        </text>
        <rect x="376" y="360" width="108" height="36" rx="18" fill="#0b6e63" />
        <text x="430" y="383" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff">
          Pay now
        </text>
      </g>
      {/* earnings chip */}
      <g filter={`url(#${ids}-shadow)`}>
        <rect x="30" y="136" width="150" height="58" rx="14" fill="#ffffff" />
        <circle cx="58" cy="165" r="14" fill="#dcfce7" />
        <path d="M51 165l5 5 9-10" stroke="#15803d" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <text x="80" y="160" fontSize="11" fill="#4b5563">
          Your share
        </text>
        <text x="80" y="180" fontSize="13" fontWeight="800" fill="#15803d">
          Paid monthly
        </text>
      </g>
    </svg>
  );
}
