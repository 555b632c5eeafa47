import { BODY_OPACITY, EmblemSvg, type EmblemProps } from './EmblemSvg';

/** A healing cross in a ring of light. */
export function HealerEmblem(props: EmblemProps) {
  return (
    <EmblemSvg {...props}>
      <circle cx="32" cy="32" r="17" fill="currentColor" fillOpacity={BODY_OPACITY} />
      <path d="M32 5 V10 M32 54 V59 M5 32 H10 M54 32 H59 M13 13 L17 17 M47 47 L51 51 M51 13 L47 17 M17 47 L13 51" />
      <path d="M28 21 H36 V28 H43 V36 H36 V43 H28 V36 H21 V28 H28 Z" fill="currentColor" fillOpacity={0.8} />
    </EmblemSvg>
  );
}
