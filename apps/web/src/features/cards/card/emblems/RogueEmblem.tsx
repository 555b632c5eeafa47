import { BODY_OPACITY, EmblemSvg, type EmblemProps } from './EmblemSvg';

/** A peaked hood with a shadowed face and two narrow eyes. */
export function RogueEmblem(props: EmblemProps) {
  return (
    <EmblemSvg {...props}>
      <path
        d="M32 4 C25 11 15 19 13 34 C12 45 15 53 19 58 H45 C49 53 52 45 51 34 C49 19 39 11 32 4 Z"
        fill="currentColor"
        fillOpacity={BODY_OPACITY}
      />
      <path d="M32 19 C25 19 21 27 21 35 C21 44 26 50 32 52 C38 50 43 44 43 35 C43 27 39 19 32 19 Z" fill="#0d0a1a" fillOpacity={0.8} />
      <g fill="currentColor">
        <path d="M24 33 L30 35.5 L25 37.5 Z" />
        <path d="M40 33 L34 35.5 L39 37.5 Z" />
      </g>
      <path d="M19 58 L26 50 M45 58 L38 50" strokeOpacity={0.6} />
    </EmblemSvg>
  );
}
