import { useId } from 'react';

/** The sigil's four-pointed star, as the logo draws it, centred on (0, 0) with the given reach. */
const star = (reach: number) => {
  const waist = reach * 0.28;
  return `M0 ${-reach}L${waist} ${-waist}L${reach} 0L${waist} ${waist}L0 ${reach}L${-waist} ${waist}L${-reach} 0L${-waist} ${-waist}Z`;
};

/**
 * Every card's back, as the reveal shows it before the flip: night violet, a gold double rule, a
 * lattice, and the logo's star in a ring of rays. Its own drawing, 5:7 like the face. Ids are the
 * instance's own, so two backs on a page never share a gradient.
 */
export function CardBack({ className }: { className?: string }) {
  const id = useId();
  const gold = `${id}-gold`;
  const night = `${id}-night`;
  const glow = `${id}-glow`;
  const lattice = `${id}-lattice`;
  return (
    <svg className={className} viewBox="0 0 250 350" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#d4a24c" />
          <stop offset="1" stopColor="#fef3c7" />
        </linearGradient>
        <radialGradient id={night} cx="0.5" cy="0.45" r="0.75">
          <stop offset="0" stopColor="#3b2a6e" />
          <stop offset="0.6" stopColor="#1a1033" />
          <stop offset="1" stopColor="#0d0a1a" />
        </radialGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#c4b5fd" stopOpacity="0.55" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
        <pattern id={lattice} width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45 125 175)">
          <path d="M0 0H22M0 0V22" stroke="#8b5cf6" strokeOpacity="0.22" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="250" height="350" rx="18" fill={`url(#${night})`} />
      <rect x="14" y="14" width="222" height="322" rx="12" fill={`url(#${lattice})`} />
      <rect x="8" y="8" width="234" height="334" rx="14" fill="none" stroke={`url(#${gold})`} strokeWidth="3" />
      <rect x="16" y="16" width="218" height="318" rx="10" fill="none" stroke={`url(#${gold})`} strokeWidth="1" strokeOpacity="0.7" />
      {[
        [30, 30],
        [220, 30],
        [30, 320],
        [220, 320],
      ].map(([x, y]) => (
        <path key={`${x}-${y}`} d={star(8)} transform={`translate(${x} ${y})`} fill={`url(#${gold})`} />
      ))}
      <g transform="translate(125 175)">
        <circle r="78" fill={`url(#${glow})`} />
        <g stroke={`url(#${gold})`} strokeWidth="1.5" strokeLinecap="round" strokeOpacity="0.8">
          {Array.from({ length: 16 }, (_, i) => (
            <line key={i} x1="0" y1="-50" x2="0" y2={i % 2 === 0 ? -66 : -58} transform={`rotate(${i * 22.5})`} />
          ))}
        </g>
        <circle r="44" fill="#130d26" stroke={`url(#${gold})`} strokeWidth="2.5" />
        <circle r="37" fill="none" stroke={`url(#${gold})`} strokeWidth="1" strokeOpacity="0.6" />
        <path d={star(30)} fill={`url(#${gold})`} />
        <path d={star(12)} fill="#fff8e1" transform="rotate(45)" opacity="0.85" />
      </g>
    </svg>
  );
}
