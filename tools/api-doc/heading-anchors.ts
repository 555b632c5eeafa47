/**
 * The anchors GitHub gives headings, so the contents can link to each section: the heading's text
 * lowercased, punctuation dropped (hyphens and underscores stay), spaces turned into hyphens, and a
 * repeated anchor numbered (-1, -2, …). One instance per rendered file.
 */
export function createHeadingAnchors() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
