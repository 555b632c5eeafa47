import { memo } from 'react';

/** Every card's back: a double border, corner diamonds and Arcana's eight-pointed sigil in a ring. */
export const CardBack = memo(function CardBack({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 140" aria-hidden focusable="false">
      <defs>
        <linearGradient id="card-back-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2e1b5e" />
          <stop offset="1" stopColor="#120a26" />
        </linearGradient>
      </defs>
      <rect width="100" height="140" rx="8" fill="url(#card-back-fill)" />
      <g fill="none" stroke="#a78bfa" strokeWidth="1">
        <rect x="5" y="5" width="90" height="130" rx="5" />
        <rect x="9" y="9" width="82" height="122" rx="3" strokeOpacity="0.5" strokeDasharray="1.5 2.5" />
        <circle cx="50" cy="70" r="26" />
        <circle cx="50" cy="70" r="21" strokeOpacity="0.45" />
      </g>
      <g fill="#a78bfa">
        {(
          [
            [15, 15],
            [85, 15],
            [15, 125],
            [85, 125],
          ] as const
        ).map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y - 4} L${x + 3} ${y} L${x} ${y + 4} L${x - 3} ${y} Z`} />
        ))}
      </g>
      <path d="M50 48 L54 64 L70 58 L57 70 L70 82 L54 76 L50 92 L46 76 L30 82 L43 70 L30 58 L46 64 Z" fill="#22d3ee" fillOpacity="0.85" />
      <circle cx="50" cy="70" r="5" fill="#ece8ff" />
    </svg>
  );
});
