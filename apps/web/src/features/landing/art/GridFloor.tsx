import { memo } from 'react';

const HORIZON_X = 720;
const DEPTH = 320;
/** Lines from the vanishing point fanned out to the bottom edge, and rows that crowd towards the horizon. */
const RAYS = Array.from({ length: 23 }, (_, i) => -1920 + i * 240);
const ROWS = Array.from({ length: 9 }, (_, i) => Math.round(DEPTH * ((i + 1) / 9) ** 2));

/** The glowing floor the cards stand over: a perspective grid fading towards the horizon. */
export const GridFloor = memo(function GridFloor({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox={`0 0 1440 ${DEPTH}`} preserveAspectRatio="xMidYMin slice" aria-hidden focusable="false">
      <defs>
        <linearGradient id="floor-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0" />
          <stop offset="0.35" stopColor="#8b5cf6" stopOpacity="0.35" />
          <stop offset="1" stopColor="#a78bfa" stopOpacity="0.7" />
        </linearGradient>
      </defs>
      <g stroke="url(#floor-fade)" strokeWidth="1.2">
        {RAYS.map((x) => (
          <line key={x} x1={HORIZON_X} y1="0" x2={x + HORIZON_X} y2={DEPTH} />
        ))}
        {ROWS.map((y) => (
          <line key={y} x1="0" y1={y} x2="1440" y2={y} />
        ))}
      </g>
    </svg>
  );
});
