import { memo } from 'react';
import { GlowGradient } from './GlowGradient';

/** The near layer: two floating islands at the sides, crystals glowing on them and roots hanging below. */
export const IslandsLayer = memo(function IslandsLayer({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <defs>
        <GlowGradient id="island-glow" color="#a78bfa" opacity={0.4} />
      </defs>
      <g fill="#120a26" stroke="#6d28d9" strokeOpacity="0.5" strokeWidth="1.5">
        <path d="M-20 452 C40 436 170 430 262 446 C240 470 210 480 190 506 C170 530 150 560 128 580 C110 556 80 530 50 512 C20 494 0 476 -20 470 Z" />
        <path d="M1178 392 C1250 376 1380 374 1460 390 V420 C1420 440 1390 470 1366 506 C1346 532 1330 552 1318 566 C1300 540 1272 510 1244 486 C1216 462 1196 420 1178 392 Z" />
      </g>
      <g stroke="#3b2a6b" strokeWidth="2" fill="none" strokeLinecap="round">
        <path d="M128 580 C126 606 134 620 130 640 M96 548 C92 566 98 578 94 592 M1318 566 C1316 590 1324 604 1320 622 M1350 522 C1352 540 1346 552 1350 566" />
      </g>
      {/* Crystal clusters: a light face and a darker one, so they read as cut stone. */}
      <g>
        <path d="M92 446 L104 398 L116 446 Z" fill="#a78bfa" />
        <path d="M104 398 L116 446 L108 446 Z" fill="#7c3aed" />
        <path d="M116 446 L126 414 L136 446 Z" fill="#67e8f9" />
        <path d="M1262 392 L1276 336 L1290 392 Z" fill="#67e8f9" />
        <path d="M1276 336 L1290 392 L1282 392 Z" fill="#0891b2" />
        <path d="M1292 392 L1302 360 L1312 392 Z" fill="#a78bfa" />
      </g>
      <circle cx="110" cy="426" r="48" fill="url(#island-glow)" />
      <circle cx="1282" cy="370" r="56" fill="url(#island-glow)" />
    </svg>
  );
});
