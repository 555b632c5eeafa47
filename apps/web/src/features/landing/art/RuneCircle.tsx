import { memo } from 'react';

const TICKS = Array.from({ length: 36 }, (_, i) => i * 10);
/** Simple strokes that read as runes without spelling anything. */
const RUNES = [
  'M-4 -6 L4 6 M4 -6 L-4 6',
  'M0 -7 V7 M0 -2 L5 -6',
  'M-5 6 L0 -7 L5 6 M-3 1 H3',
  'M-4 -6 V6 H4',
  'M0 -7 L5 0 L0 7 L-5 0 Z',
  'M-5 -5 H5 M0 -5 V7',
];

/** The magic circle behind the cards: rings, ticks and six runes; the scene turns it slowly. */
export const RuneCircle = memo(function RuneCircle({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="-260 -260 520 520" aria-hidden focusable="false">
      <g fill="none" stroke="#a78bfa" strokeWidth="1.5">
        <circle r="250" strokeOpacity="0.5" />
        <circle r="232" strokeOpacity="0.3" strokeDasharray="4 8" />
        <circle r="160" strokeOpacity="0.35" />
        <path d="M0 -232 L201 116 L-201 116 Z M0 232 L-201 -116 L201 -116 Z" strokeOpacity="0.28" />
        {TICKS.map((angle) => (
          <line key={angle} y1="-250" y2={angle % 30 === 0 ? -236 : -243} transform={`rotate(${angle})`} strokeOpacity="0.6" />
        ))}
      </g>
      <g fill="none" stroke="#67e8f9" strokeWidth="1.8" strokeOpacity="0.65" strokeLinecap="round">
        {RUNES.map((rune, i) => (
          <path key={rune} d={rune} transform={`rotate(${i * 60}) translate(0 -196)`} />
        ))}
      </g>
    </svg>
  );
});
