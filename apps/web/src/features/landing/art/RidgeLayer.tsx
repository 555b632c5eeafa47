import { memo } from 'react';
import { GlowGradient } from './GlowGradient';

/** The middle layer: a mountain ridge on the horizon with two arcane spires whose windows are lit. */
export const RidgeLayer = memo(function RidgeLayer({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1440 900" preserveAspectRatio="xMidYMax slice" aria-hidden focusable="false">
      <defs>
        <linearGradient id="ridge-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a1a52" />
          <stop offset="1" stopColor="#140c2a" />
        </linearGradient>
        <GlowGradient id="ridge-orb" color="#22d3ee" opacity={0.45} />
      </defs>
      <path
        d="M0 600 L90 548 L170 575 L260 500 L330 540 L420 470 L520 552 L600 520 L690 566 L760 528 L850 574 L930 510 L1020 552 L1110 486 L1190 538 L1280 500 L1360 556 L1440 528 V900 H0 Z"
        fill="url(#ridge-fill)"
      />
      <path d="M260 500 L300 523 M420 470 L462 500 M1110 486 L1150 512" stroke="#8b5cf6" strokeOpacity="0.35" strokeWidth="2" />
      {/* Two spires: a tapering tower, a ring near the top and a lit orb. */}
      <g fill="#1a1033" stroke="#8b5cf6" strokeOpacity="0.5" strokeWidth="1.5">
        <path d="M372 560 L384 380 L378 372 L392 340 L406 372 L400 380 L412 560 Z" />
        <path d="M1064 560 L1074 420 L1069 414 L1080 390 L1091 414 L1086 420 L1096 560 Z" />
      </g>
      <g fill="#22d3ee">
        <circle cx="392" cy="330" r="7" />
        <circle cx="1080" cy="381" r="5.5" />
        <rect x="389" y="420" width="6" height="10" rx="2" opacity="0.8" />
        <rect x="389" y="470" width="6" height="10" rx="2" opacity="0.55" />
        <rect x="1077" y="450" width="5" height="9" rx="2" opacity="0.7" />
      </g>
      <circle cx="392" cy="330" r="26" fill="url(#ridge-orb)" />
      <circle cx="1080" cy="381" r="20" fill="url(#ridge-orb)" />
    </svg>
  );
});
