/** The sigil's four-pointed star, as the logo draws it, centred on (0, 0) with the given reach. */
export const sigilStar = (reach: number) => {
  const waist = reach * 0.28;
  return `M0 ${-reach}L${waist} ${-waist}L${reach} 0L${waist} ${waist}L0 ${reach}L${-waist} ${waist}L${-reach} 0L${-waist} ${-waist}Z`;
};

/** The card back's canvas: 5:7, like the face. */
export const CARD_BACK_SIZE = { width: 250, height: 350 } as const;

const CORNERS = [
  [30, 30],
  [220, 30],
  [30, 320],
  [220, 320],
] as const;

/**
 * Every card's back: night violet, a gold double rule, a lattice, and the logo's star in a ring of
 * rays. One drawing for the reveal in the app and the back of a card's 3D model. Its ids start with
 * `id`, so two backs on one page never share a gradient.
 */
export function cardBackMarkup(id: string): string {
  const gold = `url(#${id}-gold)`;
  const rays = Array.from(
    { length: 16 },
    (_, i) => `<line x1="0" y1="-50" x2="0" y2="${i % 2 === 0 ? -66 : -58}" transform="rotate(${i * 22.5})"/>`,
  ).join('');
  return `<defs>
<linearGradient id="${id}-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="0.5" stop-color="#d4a24c"/><stop offset="1" stop-color="#fef3c7"/></linearGradient>
<radialGradient id="${id}-night" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#3b2a6e"/><stop offset="0.6" stop-color="#1a1033"/><stop offset="1" stop-color="#0d0a1a"/></radialGradient>
<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#c4b5fd" stop-opacity="0.55"/><stop offset="1" stop-color="#8b5cf6" stop-opacity="0"/></radialGradient>
<pattern id="${id}-lattice" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45 125 175)"><path d="M0 0H22M0 0V22" stroke="#8b5cf6" stroke-opacity="0.22" stroke-width="1"/></pattern>
</defs>
<rect width="250" height="350" rx="18" fill="url(#${id}-night)"/>
<rect x="14" y="14" width="222" height="322" rx="12" fill="url(#${id}-lattice)"/>
<rect x="8" y="8" width="234" height="334" rx="14" fill="none" stroke="${gold}" stroke-width="3"/>
<rect x="16" y="16" width="218" height="318" rx="10" fill="none" stroke="${gold}" stroke-width="1" stroke-opacity="0.7"/>
${CORNERS.map(([x, y]) => `<path d="${sigilStar(8)}" transform="translate(${x} ${y})" fill="${gold}"/>`).join('')}
<g transform="translate(125 175)">
<circle r="78" fill="url(#${id}-glow)"/>
<g stroke="${gold}" stroke-width="1.5" stroke-linecap="round" stroke-opacity="0.8">${rays}</g>
<circle r="44" fill="#130d26" stroke="${gold}" stroke-width="2.5"/>
<circle r="37" fill="none" stroke="${gold}" stroke-width="1" stroke-opacity="0.6"/>
<path d="${sigilStar(30)}" fill="${gold}"/>
<path d="${sigilStar(12)}" fill="#fff8e1" transform="rotate(45)" opacity="0.85"/>
</g>`;
}
