import { BODY_OPACITY, EmblemSvg, type EmblemProps } from './EmblemSvg';

/** An amulet on its chain: a cut gem in a round setting. */
export function ArtifactEmblem(props: EmblemProps) {
  return (
    <EmblemSvg {...props}>
      <path d="M18 4 L32 18 L46 4" strokeOpacity={0.7} />
      <circle cx="32" cy="38" r="19" fill="currentColor" fillOpacity={BODY_OPACITY} />
      <circle cx="32" cy="38" r="14" strokeOpacity={0.5} />
      <path d="M32 25 L42 35 L32 51 L22 35 Z" fill="currentColor" fillOpacity={0.6} />
      <path d="M22 35 H42 M27 30 L32 35 L37 30 M32 35 V51" strokeWidth={1.5} />
      <circle cx="32" cy="19" r="2.5" fill="currentColor" />
    </EmblemSvg>
  );
}
