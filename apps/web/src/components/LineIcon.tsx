import type { ReactNode } from 'react';

/**
 * Line glyphs drawn here, so nothing is fetched at run time and no icon font is shipped. All are
 * decoration: every one sits beside words that say the same.
 */
const GLYPHS = {
  design: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <rect x="8" y="6" width="8" height="7" rx="1" />
      <path d="M8 16h8M8 18.5h5" />
    </>
  ),
  odds: (
    <>
      <path d="M7 4h10l4 5-9 11L3 9z" />
      <path d="M3 9h18M10 4 8.5 9 12 20l3.5-11L14 4" />
    </>
  ),
  launch: (
    <>
      <path d="M12 3c3 2 4.5 5.5 4.5 9.5L14 16h-4l-2.5-3.5C7.5 8.5 9 5 12 3z" />
      <circle cx="12" cy="9.5" r="1.5" />
      <path d="M7.5 12.5 5 15.5l3 1M16.5 12.5l2.5 3-3 1M10.5 19 12 21.5l1.5-2.5" />
    </>
  ),
  community: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.6-3 2.8-5 5.5-5s4.9 2 5.5 5" />
      <circle cx="17" cy="9" r="2.3" />
      <path d="M16 14.2c2.3.2 4 1.9 4.5 4.8" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="16" r="1" />
    </>
  ),
  hourglass: <path d="M7 3h10M7 21h10M8 3c0 4 8 5 8 9s-8 5-8 9M16 3c0 4-8 5-8 9s8 5 8 9" />,
  emptySlot: (
    <>
      <path d="M8 4.5h8" />
      <rect x="5" y="7.5" width="14" height="13.5" rx="2" strokeDasharray="3 2.5" />
      <path d="M12 11.5v6M9 14.5h6" />
    </>
  ),

  api: (
    <>
      <path d="M8 4c-2 0-3 1-3 3v2.5c0 1-.7 2-2 2.5 1.3.5 2 1.5 2 2.5V17c0 2 1 3 3 3" />
      <path d="M16 4c2 0 3 1 3 3v2.5c0 1 .7 2 2 2.5-1.3.5-2 1.5-2 2.5V17c0 2-1 3-3 3" />
      <path d="m13.5 8-3 8" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5v1.5A3.5 3.5 0 0 0 8.5 11M16 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5" />
      <path d="M12 13v4M8.5 20h7M10 17h4l.5 3h-5z" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="m20 20-4.5-4.5" />
    </>
  ),
  signUp: (
    <>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 20c.7-3.6 3.3-6 6.5-6 1.6 0 3 .6 4.1 1.6M18 14v6M15 17h6" />
    </>
  ),
  project: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9C10.5 5 6.5 5 7 7.5S12 9 12 9zM12 9c1.5-4 5.5-4 5 -1.5S12 9 12 9z" />
    </>
  ),
  donate: (
    <>
      <path d="M12 12.5s-4.5-2.7-4.5-5.7A2.4 2.4 0 0 1 12 5.5a2.4 2.4 0 0 1 4.5 1.3c0 3-4.5 5.7-4.5 5.7z" />
      <path d="M3 15.5h3.5l3.5 2h4.5a1.5 1.5 0 0 0 0-3H11M14.5 16.5l4.3-2.1a1.5 1.5 0 0 1 1.7 2.4L15 20.5H8l-5-2" />
    </>
  ),
  share: (
    <>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6" />
    </>
  ),
  play: (
    <>
      <path d="M7 7h10a4.5 4.5 0 0 1 4.3 5.8l-1 3.4a2.3 2.3 0 0 1-4 .8L14.5 15h-5l-1.8 2a2.3 2.3 0 0 1-4-.8l-1-3.4A4.5 4.5 0 0 1 7 7z" />
      <path d="M7.5 10v3M6 11.5h3M15.5 11h.01M17.5 12.5h.01" />
    </>
  ),
  stream: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  headset: (
    <>
      <path d="M4 9.5A2.5 2.5 0 0 1 6.5 7h11A2.5 2.5 0 0 1 20 9.5v5a2.5 2.5 0 0 1-2.5 2.5h-2.6l-1.6-2.2a1.6 1.6 0 0 0-2.6 0L9.1 17H6.5A2.5 2.5 0 0 1 4 14.5z" />
      <path d="M2 11v3M22 11v3" />
    </>
  ),
  wallet: (
    <>
      <path d="M5 8V7.5A2.5 2.5 0 0 1 7.5 5H18v3" />
      <rect x="3.5" y="8" width="17" height="11" rx="2.5" />
      <path d="M16 13.5h1.5" />
    </>
  ),
  walletOff: (
    <>
      <path d="M9 5h9v3M20.5 16.5V10.5A2.5 2.5 0 0 0 18 8h-5.5M17 19H6a2.5 2.5 0 0 1-2.5-2.5v-6A2.5 2.5 0 0 1 5 8" />
      <path d="M3 3l18 18" />
    </>
  ),
  card: (
    <>
      <rect x="5.5" y="3" width="13" height="18" rx="2" />
      <path d="M12 8.2l1.3 2.5 2.5 1.3-2.5 1.3-1.3 2.5-1.3-2.5-2.5-1.3 2.5-1.3z" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5l9 16H3z" />
      <path d="M12 10v4.2M12 17v.2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.2M12 7.8v.2" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 9h7M12 9v7.5M9.3 12.3h5.4" />
    </>
  ),
  sound: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11" />
    </>
  ),
  muted: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="m15.5 9.5 5 5M20.5 9.5l-5 5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type LineIconName = keyof typeof GLYPHS;

export function LineIcon({ name, size = 24 }: { name: LineIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {GLYPHS[name]}
    </svg>
  );
}
