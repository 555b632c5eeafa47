import { BODY_OPACITY, EmblemSvg, type EmblemProps } from './EmblemSvg';

/** A kite shield with a sword held point-up before it. */
export function WarriorEmblem(props: EmblemProps) {
  return (
    <EmblemSvg {...props}>
      <path d="M32 10 L50 16 V30 C50 43 42 51 32 56 C22 51 14 43 14 30 V16 Z" fill="currentColor" fillOpacity={BODY_OPACITY} />
      <path d="M32 4 L36 10 V38 H28 V10 Z" fill="currentColor" fillOpacity={0.55} />
      <path d="M32 12 V35 M21 38 H43 M32 38 V50" />
      <circle cx="32" cy="53" r="3" fill="currentColor" />
    </EmblemSvg>
  );
}
