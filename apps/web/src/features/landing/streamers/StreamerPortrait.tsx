import type { ReactNode } from 'react';

const SKIN = '#f3d9c6';

interface PortraitProps {
  backdrop: string;
  outfit: string;
  /** Drawn behind the face (long hair, a hood). */
  behind?: ReactNode;
  /** Drawn over the face (fringe, hat, ears, visor). */
  over: ReactNode;
  eyes: string;
  skin?: string;
}

/**
 * The bust every virtual streamer shares: a round backdrop, shoulders, a face with eyes that catch
 * the light; each streamer brings hair, headwear and colours. 120 × 140 units.
 */
export function StreamerPortrait({ backdrop, outfit, behind, over, eyes, skin = SKIN }: PortraitProps) {
  return (
    <>
      <circle cx="60" cy="66" r="58" fill={backdrop} />
      {behind}
      <path d="M12 140 C16 108 38 98 60 98 C82 98 104 108 108 140 Z" fill={outfit} />
      <path d="M52 88 h16 v14 C64 106 56 106 52 102 Z" fill={skin} />
      <ellipse cx="60" cy="70" rx="22" ry="25" fill={skin} />
      <g fill={eyes}>
        <ellipse cx="51" cy="72" rx="4" ry="5.2" />
        <ellipse cx="69" cy="72" rx="4" ry="5.2" />
      </g>
      <g fill="#fff">
        <circle cx="52.3" cy="70" r="1.5" />
        <circle cx="70.3" cy="70" r="1.5" />
      </g>
      <g fill="#f472b6" fillOpacity="0.35">
        <ellipse cx="45" cy="81" rx="4" ry="2.4" />
        <ellipse cx="75" cy="81" rx="4" ry="2.4" />
      </g>
      <path d="M55 85 Q60 89 65 85" fill="none" stroke="#7c2d12" strokeWidth="1.8" strokeLinecap="round" />
      {over}
    </>
  );
}
