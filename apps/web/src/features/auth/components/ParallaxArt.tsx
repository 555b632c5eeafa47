import { useEffect, useRef, useState } from 'react';
import { SIGNUP_PARALLAX_DELAY_MS } from '@arcana/shared';
import classes from './ParallaxArt.module.css';

/** Layers of original artwork that fade in after 1.6 s and drift with the mouse; deeper layers move less. */
export function ParallaxArt() {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SIGNUP_PARALLAX_DELAY_MS);
    const onMove = (event: MouseEvent) => {
      const x = event.clientX / window.innerWidth - 0.5;
      const y = event.clientY / window.innerHeight - 0.5;
      ref.current?.style.setProperty('--px', String(x));
      ref.current?.style.setProperty('--py', String(y));
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', onMove);
    };
  }, []);

  return (
    <div ref={ref} className={classes.scene} data-visible={visible} aria-hidden>
      <svg className={classes.layer} style={{ ['--depth' as string]: 10 }} viewBox="0 0 400 500">
        <defs>
          <radialGradient id="glow" cx="50%" cy="45%" r="60%">
            <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.55" />
            <stop offset="1" stopColor="#0d0a1a" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="200" cy="230" r="220" fill="url(#glow)" />
        {Array.from({ length: 24 }, (_, i) => (
          <circle key={i} cx={(i * 97) % 400} cy={(i * 53) % 500} r={(i % 3) + 1} fill="#ece8ff" opacity={0.3 + (i % 4) * 0.15} />
        ))}
      </svg>
      <svg className={classes.layer} style={{ ['--depth' as string]: 25 }} viewBox="0 0 400 500">
        <g transform="rotate(-12 120 260)">
          <rect x="60" y="170" width="120" height="168" rx="14" fill="#1a1033" stroke="#3b82f6" strokeWidth="4" />
          <path d="M120 220l12 24 26 4-19 18 5 26-24-13-24 13 5-26-19-18 26-4z" fill="#3b82f6" />
        </g>
        <g transform="rotate(12 290 260)">
          <rect x="230" y="170" width="120" height="168" rx="14" fill="#1a1033" stroke="#22c55e" strokeWidth="4" />
          <circle cx="290" cy="250" r="30" fill="none" stroke="#22c55e" strokeWidth="6" />
        </g>
      </svg>
      <svg className={classes.layer} style={{ ['--depth' as string]: 45 }} viewBox="0 0 400 500">
        <rect x="130" y="130" width="140" height="196" rx="16" fill="#1a1033" stroke="#f59e0b" strokeWidth="5" />
        <path d="M200 180l16 40 40 16-40 16-16 40-16-40-40-16 40-16z" fill="#f59e0b" />
        <text x="200" y="312" textAnchor="middle" fill="#ece8ff" fontFamily="Cinzel, serif" fontSize="16">
          ★★★★★
        </text>
      </svg>
    </div>
  );
}
