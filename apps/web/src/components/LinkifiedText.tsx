import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/** Web addresses in text a person wrote: https or http, up to the next space. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/**
 * Plain text with its web addresses made links (underlined: told from the text by more than colour),
 * and nothing else read as markup: what a creator writes is shown as written. Links open apart and
 * pass nothing of ours on.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: Array<{ text: string; link: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), link: false });
    parts.push({ text: match[0], link: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return parts.map((part, i) =>
    part.link ? (
      <Anchor key={i} href={part.text} target="_blank" rel="noopener noreferrer nofollow ugc" underline="always">
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
