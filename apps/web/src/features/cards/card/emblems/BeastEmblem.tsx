import { BODY_OPACITY, EmblemSvg, type EmblemProps } from './EmblemSvg';

/** A wolf's head, ears up, eyes slanted. */
export function BeastEmblem(props: EmblemProps) {
  return (
    <EmblemSvg {...props}>
      <path d="M12 7 L24 20 H40 L52 7 L54 30 L46 43 L37 56 H27 L18 43 L10 30 Z" fill="currentColor" fillOpacity={BODY_OPACITY} />
      <path d="M16 15 L21 21 M48 15 L43 21 M27 38 L29 47 M37 38 L35 47" strokeOpacity={0.7} />
      <g fill="currentColor">
        <path d="M19 30 L28 32.5 L22 35.5 Z" />
        <path d="M45 30 L36 32.5 L42 35.5 Z" />
        <path d="M28 47 H36 L32 51.5 Z" />
      </g>
    </EmblemSvg>
  );
}
