import type { ReactNode } from 'react';
import { Input, ScrollArea } from '@mantine/core';
import { ARTWORKS } from '../../cards';
import classes from './Wizard.module.css';

/**
 * A design's art: one of Arcana's own artworks, or a picture the creator uploaded (`upload`, shown
 * first once there). Radio buttons under the pictures, so arrow keys walk the gallery.
 */
export function ArtPicker({
  value,
  onChange,
  error,
  disabled,
  upload,
}: {
  value: string;
  onChange: (image: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  upload?: ReactNode;
}) {
  const uploaded = value && !ARTWORKS.some((art) => art.key === value) ? [{ key: value, url: value, name: 'Your upload' }] : [];
  return (
    <Input.Wrapper label="Art" labelElement="div" required error={error} description="One of Arcana’s artworks, or your own picture">
      {upload}
      <ScrollArea.Autosize mah={300} type="auto" mt="xs">
        <fieldset className={classes.artGrid} disabled={disabled} aria-label="Art">
          {[...uploaded, ...ARTWORKS].map((art) => (
            <label key={art.key} className={classes.artTile} data-checked={art.key === value || undefined}>
              <input
                type="radio"
                name="art"
                value={art.key}
                checked={art.key === value}
                onChange={() => onChange(art.key)}
                className={classes.radio}
              />
              <img src={art.url} alt="" loading="lazy" decoding="async" width={70} height={98} />
              <span className={classes.artName}>{art.name}</span>
            </label>
          ))}
        </fieldset>
      </ScrollArea.Autosize>
    </Input.Wrapper>
  );
}
