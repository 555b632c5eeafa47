/** A soft round glow for an SVG's defs: the colour at the centre fading to nothing at the edge. */
export function GlowGradient({ id, color, opacity, edge = color }: { id: string; color: string; opacity: number; edge?: string }) {
  return (
    <radialGradient id={id}>
      <stop offset="0" stopColor={color} stopOpacity={opacity} />
      <stop offset="1" stopColor={edge} stopOpacity="0" />
    </radialGradient>
  );
}
