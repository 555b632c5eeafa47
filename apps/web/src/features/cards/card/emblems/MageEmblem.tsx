import { BODY_OPACITY, EmblemSvg, type EmblemProps } from './EmblemSvg';

/** A crystal orb on its stand, a four-pointed spark inside and two stars around it. */
export function MageEmblem(props: EmblemProps) {
  return (
    <EmblemSvg {...props}>
      <circle cx="32" cy="28" r="17" fill="currentColor" fillOpacity={BODY_OPACITY} />
      <path d="M22 20 A12 12 0 0 1 30 15" strokeOpacity={0.7} />
      <path d="M32 17 L34.5 25.5 L43 28 L34.5 30.5 L32 39 L29.5 30.5 L21 28 L29.5 25.5 Z" fill="currentColor" fillOpacity={0.8} />
      <path d="M19 58 L23 46 H41 L45 58 Z" fill="currentColor" fillOpacity={0.35} />
      <path d="M24 46 C26 44 38 44 40 46" />
      <g fill="currentColor" strokeWidth={1}>
        <path d="M52 8 L53 11 L56 12 L53 13 L52 16 L51 13 L48 12 L51 11 Z" />
        <path d="M10 12 L10.8 14 L13 14.8 L10.8 15.6 L10 18 L9.2 15.6 L7 14.8 L9.2 14 Z" />
      </g>
    </EmblemSvg>
  );
}
