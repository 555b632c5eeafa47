import { memo } from 'react';

const CAPSULES = [
  { cx: 40, cy: 66, color: '#f59e0b' },
  { cx: 62, cy: 72, color: '#22d3ee' },
  { cx: 80, cy: 62, color: '#a855f7' },
  { cx: 50, cy: 46, color: '#22c55e' },
  { cx: 72, cy: 44, color: '#3b82f6' },
];

/**
 * The prize machine in three drawings sharing one frame: closed (at rest), open (its lid up, the chute
 * lit: hover and focus show it) and won (a card standing out of it, an open capsule in the tray).
 * `data-art` says which parts belong to which drawing; the machine's CSS picks.
 */
export const PrizeMachineArt = memo(function PrizeMachineArt() {
  return (
    <svg viewBox="0 0 120 160" aria-hidden focusable="false">
      <defs>
        <linearGradient id="machine-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#3b1d7a" />
        </linearGradient>
        <radialGradient id="machine-glass" cx="0.35" cy="0.3">
          <stop offset="0" stopColor="#ece8ff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0.12" />
        </radialGradient>
      </defs>
      {/* The dome and the capsules inside it. */}
      <circle cx="60" cy="58" r="40" fill="#140c2a" />
      {CAPSULES.map((capsule) => (
        <g key={capsule.color}>
          <circle cx={capsule.cx} cy={capsule.cy} r="9" fill={capsule.color} />
          <path d={`M${capsule.cx - 9} ${capsule.cy} a9 9 0 0 0 18 0 Z`} fill="#ece8ff" fillOpacity="0.85" />
        </g>
      ))}
      <circle cx="60" cy="58" r="40" fill="url(#machine-glass)" stroke="#c4b5fd" strokeWidth="2" />
      <path d="M36 38 A30 30 0 0 1 52 26" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="3" strokeLinecap="round" />
      {/* The lid: at rest, or lifted and tilted open. */}
      <g data-art="closed">
        <path d="M44 20 h32 l-4 -8 h-24 Z" fill="url(#machine-body)" stroke="#c4b5fd" strokeWidth="1.5" />
        <path d="M60 4 l2 4 4 1 -4 1 -2 4 -2 -4 -4 -1 4 -1 Z" fill="#22d3ee" />
      </g>
      <g data-art="open">
        <path d="M46 12 h32 l-2 -9 h-24 Z" fill="url(#machine-body)" stroke="#c4b5fd" strokeWidth="1.5" transform="rotate(-14 46 12)" />
        <circle cx="60" cy="20" r="10" fill="#22d3ee" fillOpacity="0.35" />
      </g>
      {/* The body: panel, knob, chute and base. */}
      <path d="M26 92 h68 l6 52 H20 Z" fill="url(#machine-body)" stroke="#c4b5fd" strokeWidth="1.5" />
      <circle cx="60" cy="112" r="11" fill="#1a1033" stroke="#c4b5fd" strokeWidth="1.5" />
      <g data-art="closed" stroke="#ece8ff" strokeWidth="3" strokeLinecap="round">
        <path d="M60 104 v16" />
      </g>
      <g data-art="open" stroke="#22d3ee" strokeWidth="3" strokeLinecap="round">
        <path d="M54.3 106.3 l11.4 11.4" />
      </g>
      <rect x="44" y="128" width="32" height="12" rx="3" fill="#0d0a1a" stroke="#c4b5fd" strokeWidth="1" />
      <rect data-art="open" x="46" y="130" width="28" height="8" rx="2" fill="#22d3ee" fillOpacity="0.55" />
      <rect x="14" y="144" width="92" height="12" rx="4" fill="#2a1652" stroke="#c4b5fd" strokeWidth="1.5" />
      {/* The prize: an open capsule in the tray and a card rising out of it. */}
      <g data-art="prize">
        <rect x="48" y="96" width="24" height="33" rx="3" fill="#221b3a" stroke="#f59e0b" strokeWidth="2" transform="rotate(-8 60 112)" />
        <path
          d="M60 104 l2.2 5 5.3.6 -4 3.6 1.2 5.2 -4.7 -2.7 -4.7 2.7 1.2 -5.2 -4 -3.6 5.3 -.6 Z"
          fill="#f59e0b"
          transform="rotate(-8 60 112)"
        />
        <path d="M48 134 a12 8 0 0 0 24 0 Z" fill="#f59e0b" />
        <path d="M48 134 a12 8 0 0 1 24 0 Z" fill="#ece8ff" fillOpacity="0.9" transform="rotate(-30 48 134) translate(-4 -6)" />
      </g>
    </svg>
  );
});
