import { memo } from 'react';
import { GlowGradient } from './GlowGradient';
import { seeded } from './seeded';

const random = seeded(7);
/** Stars scattered over the upper sky; positions fixed at build time. */
const STARS = Array.from({ length: 44 }, () => ({
  x: Math.round(random() * 1440),
  y: Math.round(random() * 520),
  r: (0.6 + random() * 1.4).toFixed(1),
}));

/** The far layer, still: stars, an arcane crescent moon and its halo (the twinkling stars are the scene's own). */
export const SkyLayer = memo(function SkyLayer({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <defs>
        <GlowGradient id="sky-halo" color="#c4b5fd" opacity={0.35} edge="#8b5cf6" />
        <mask id="sky-crescent">
          <circle cx="150" cy="130" r="46" fill="#fff" />
          <circle cx="174" cy="113" r="41" fill="#000" />
        </mask>
      </defs>
      <g fill="#ece8ff">
        {STARS.map((star) => (
          <circle key={`${star.x}-${star.y}`} cx={star.x} cy={star.y} r={star.r} />
        ))}
      </g>
      <circle cx="150" cy="130" r="130" fill="url(#sky-halo)" />
      <circle cx="150" cy="130" r="46" fill="#ece8ff" mask="url(#sky-crescent)" />
      <g fill="none" stroke="#c4b5fd" strokeOpacity="0.45" strokeWidth="1.2">
        <circle cx="150" cy="130" r="66" strokeDasharray="2 10" />
        <path d="M150 50 v16 M150 194 v16 M70 130 h16 M214 130 h16" />
      </g>
    </svg>
  );
});
