import type { ReactNode } from 'react';
import { StreamerPortrait } from './StreamerPortrait';

export interface GachaItem {
  name: string;
  color: string;
  /** The item drawn in a 40-unit square, in its colour. */
  art: ReactNode;
}

export interface Streamer {
  id: string;
  name: string;
  portrait: ReactNode;
  gacha: [GachaItem, GachaItem, GachaItem];
}

/** Three virtual streamers drawn for Arcana, each with the three gacha prizes of their new collection. */
export const STREAMERS: Streamer[] = [
  {
    id: 'nova',
    name: 'Nova Lumen',
    portrait: (
      <StreamerPortrait
        backdrop="#2e1b5e"
        outfit="#6d28d9"
        eyes="#0e7490"
        behind={<path d="M34 62 C30 92 34 112 40 122 L80 122 C86 112 90 92 86 62 Z" fill="#a78bfa" />}
        over={
          <>
            <path d="M38 66 C40 50 52 44 60 44 C70 44 82 50 82 66 C76 58 68 56 60 58 C52 56 44 58 38 66 Z" fill="#a78bfa" />
            <path d="M36 50 L66 6 L86 50 Z" fill="#4c1d95" />
            <path d="M20 52 C40 44 80 44 100 52 C90 58 30 58 20 52 Z" fill="#5b21b6" />
            <path d="M66 22 a6 6 0 1 0 6 8 a4.5 4.5 0 1 1 -6 -8 Z" fill="#fde68a" />
          </>
        }
      />
    ),
    gacha: [
      { name: 'Crescent Charm', color: '#a855f7', art: <path d="M24 6 a14 14 0 1 0 10 22 a10 10 0 1 1 -10 -22 Z" /> },
      {
        name: 'Star Wand',
        color: '#22d3ee',
        art: <path d="M25 4 l3 7 7.5.8 -5.6 5 1.6 7.4 -6.5 -3.8 -6.5 3.8 1.6 -7.4 -5.6 -5 7.5 -.8 Z M18 23 L5 36 l2 2 13 -13 Z" />,
      },
      { name: 'Spell Tome', color: '#f59e0b', art: <path d="M6 8 h12 a4 4 0 0 1 2 1 a4 4 0 0 1 2 -1 h12 v24 H22 l-2 2 -2 -2 H6 Z" /> },
    ],
  },
  {
    id: 'kit',
    name: 'Kit Ember',
    portrait: (
      <StreamerPortrait
        backdrop="#3b1212"
        outfit="#c2410c"
        eyes="#166534"
        over={
          <>
            <path d="M40 52 L34 22 L54 44 Z M80 52 L86 22 L66 44 Z" fill="#ea580c" />
            <path d="M41 48 L38 32 L49 44 Z M79 48 L82 32 L71 44 Z" fill="#fed7aa" />
            <path
              d="M38 68 C38 50 50 44 60 44 C72 44 82 50 82 68 C74 60 70 54 64 56 C60 60 52 60 46 58 C42 62 40 64 38 68 Z"
              fill="#f97316"
            />
            <path d="M34 74 C34 52 46 40 60 40 C74 40 86 52 86 74" fill="none" stroke="#22d3ee" strokeWidth="4" />
            <rect x="29" y="66" width="10" height="17" rx="4" fill="#0e7490" />
            <rect x="81" y="66" width="10" height="17" rx="4" fill="#0e7490" />
          </>
        }
      />
    ),
    gacha: [
      { name: 'Ember Gem', color: '#f97316', art: <path d="M20 4 L34 16 L20 36 L6 16 Z M6 16 H34 M14 16 L20 36 L26 16" /> },
      {
        name: 'Fox Mask',
        color: '#ef4444',
        art: <path d="M6 6 L14 14 H26 L34 6 L34 20 C34 28 26 34 20 36 C14 34 6 28 6 20 Z M12 20 l5 2 M28 20 l-5 2" />,
      },
      {
        name: 'Flame Blade',
        color: '#fbbf24',
        art: <path d="M30 4 C34 12 30 18 26 20 L12 34 L8 30 L22 16 C22 12 26 8 30 4 Z M6 28 l6 6" />,
      },
    ],
  },
  {
    id: 'byte',
    name: 'Byte Rex',
    portrait: (
      <StreamerPortrait
        backdrop="#0c2b2b"
        outfit="#0f766e"
        eyes="#0f172a"
        skin="#cbd5e1"
        over={
          <>
            <path d="M38 62 C38 46 48 40 60 40 C72 40 82 46 82 62 Z" fill="#94a3b8" />
            <path d="M60 40 V24" stroke="#94a3b8" strokeWidth="3" />
            <circle cx="60" cy="22" r="5" fill="#22c55e" />
            <rect x="40" y="64" width="40" height="14" rx="7" fill="#0f172a" />
            <rect x="44" y="68" width="32" height="6" rx="3" fill="#22d3ee" />
            <path d="M38 84 h6 M76 84 h6" stroke="#64748b" strokeWidth="2" />
          </>
        }
      />
    ),
    gacha: [
      {
        name: 'Circuit Core',
        color: '#22c55e',
        art: <path d="M12 12 h16 v16 H12 Z M16 4 v8 M24 4 v8 M16 28 v8 M24 28 v8 M4 16 h8 M4 24 h8 M28 16 h8 M28 24 h8" />,
      },
      {
        name: 'Scout Drone',
        color: '#3b82f6',
        art: <path d="M14 18 h12 v8 H14 Z M4 12 h12 M24 12 h12 M10 12 v6 M30 12 v6 M17 26 l-3 8 M23 26 l3 8" />,
      },
      {
        name: 'Pixel Heart',
        color: '#ec4899',
        art: <path d="M8 8 h8 v4 h8 v-4 h8 v4 h4 v12 h-4 v4 h-4 v4 h-4 v4 h-4 v-4 h-4 v-4 h-4 v-4 H4 V12 h4 Z" />,
      },
    ],
  },
];
