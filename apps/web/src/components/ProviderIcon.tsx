import type { TProvider } from '@arcana/shared';

/** Simple original marks, drawn here so nothing is fetched at run time. */
const PATHS: Record<TProvider, { color: string; d: string }> = {
  email: {
    color: '#a59fc4',
    d: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 3.2V17h14V8.2l-7 4.6-7-4.6zM6.2 7 12 10.8 17.8 7H6.2z',
  },
  x: {
    color: '#ece8ff',
    d: 'M4 4h4.6l3.9 5.3L17 4h2.6l-5.9 6.9L20.3 20h-4.6l-4.2-5.7L6.6 20H4l6.3-7.3L4 4zm3 1.6 9.4 12.8h1.4L8.5 5.6H7z',
  },
  instagram: {
    color: '#E1306C',
    d: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z',
  },
  wallet: {
    color: '#8b5cf6',
    d: 'M4 6a2 2 0 0 1 2-2h11v3h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6zm2 0v.5h9V6H6zm0 2.5V18h12v-3h-4a2 2 0 0 1 0-4h4V9H6zm8 4a.5.5 0 0 0 0 1h4v-1h-4z',
  },
  discord: {
    color: '#5865F2',
    d: 'M5 7c2-1.5 4-2 4-2l.6 1.2a13 13 0 0 1 4.8 0L15 5s2 .5 4 2c1.6 3 2.2 6.3 2 9.5-1.6 1.3-3.3 2-5 2.5l-1-1.7c.7-.3 1.3-.6 1.9-1-4 1.8-7.8 1.8-11.8 0 .6.4 1.2.7 1.9 1L6 19c-1.7-.5-3.4-1.2-5-2.5-.2-3.2.4-6.5 2-9.5zm4.5 7.2c.9 0 1.6-.8 1.6-1.8S10.4 10.6 9.5 10.6 7.9 11.4 7.9 12.4s.7 1.8 1.6 1.8zm5 0c.9 0 1.6-.8 1.6-1.8s-.7-1.8-1.6-1.8-1.6.8-1.6 1.8.7 1.8 1.6 1.8z',
  },
  google: {
    color: '#EA4335',
    d: 'M12 4a8 8 0 0 1 5.4 2.1l-2.2 2.2A5 5 0 0 0 7 12a5 5 0 0 0 9.6 2H12v-3h7.8c.1.5.2 1 .2 1.6A8 8 0 1 1 12 4z',
  },
  steam: {
    color: '#c7d5e0',
    d: 'M12 3a9 9 0 0 0-9 8.3l4.8 2a2.6 2.6 0 0 1 1.6-.4l2.2-3.1a3.6 3.6 0 1 1 3.6 3.6l-3.1 2.2a2.6 2.6 0 0 1-5.1.6L3.4 14.7A9 9 0 1 0 12 3zm3.2 4.6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  },
  twitch: {
    color: '#9146FF',
    d: 'M5 3 4 6v13h4v2h2.5l2-2H16l4-4V3H5zm13 11-2.5 2.5H12l-2 2v-2H7V5h11v9zm-3-6h-1.8v4.4H15V8zm-4.5 0H8.7v4.4h1.8V8z',
  },
};

export function ProviderIcon({ provider, size = 22 }: { provider: TProvider; size?: number }) {
  const mark = PATHS[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={mark.d} fill={mark.color} fillRule="evenodd" />
    </svg>
  );
}
