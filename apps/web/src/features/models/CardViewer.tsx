import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import '@google/model-viewer';
import type { ModelViewerElement } from '@google/model-viewer';
import classes from './CardViewer.module.css';

export interface CardViewerProps {
  /** The card's glTF model: a public address, or a blob's. */
  src: string;
  /** Names the card for a screen reader. */
  name: string;
  /** The AR ways this model may be opened in: Scene Viewer needs a public address, so a private model leaves it out. */
  arModes: string;
}

/**
 * A card in 3D (docs/product-rules.md "Cards in 3D and shared"): turned by pointer, touch or the arrow
 * keys, and "View in your space" only where the device offers AR (WebXR, Scene Viewer or Quick
 * Look) — the viewer says so once the model has loaded. Its own chunk: no other page loads it.
 */
export default function CardViewer({ src, name, arModes }: CardViewerProps) {
  const viewer = useRef<ModelViewerElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [canPlace, setCanPlace] = useState(false);
  useEffect(() => {
    const element = viewer.current!;
    // Opened from a button in a panel or a page: brought on screen, where the button was asked.
    element.scrollIntoView({ block: 'nearest' });
    const loaded = () => {
      setState('shown');
      setCanPlace(element.canActivateAR);
    };
    const failed = () => setState('failed');
    element.addEventListener('load', loaded);
    element.addEventListener('error', failed);
    return () => {
      element.removeEventListener('load', loaded);
      element.removeEventListener('error', failed);
    };
  }, []);
  return (
    <div className={classes.viewer}>
      <model-viewer
        ref={viewer}
        className={classes.stage}
        src={src}
        alt={`${name}, in 3D: drag or use the arrow keys to turn it`}
        // Opened on asking: loaded at once, not when it next comes on screen.
        loading="eager"
        camera-controls
        camera-orbit="0deg 90deg auto"
        touch-action="pan-y"
        interaction-prompt="none"
        shadow-intensity="0.6"
        exposure="1.1"
        ar={arModes !== ''}
        ar-modes={arModes}
        data-state={state}
      />
      {state === 'loading' && (
        <Text size="sm" c="dimmed" className={classes.status} role="status">
          Drawing the card in 3D…
        </Text>
      )}
      {state === 'failed' && (
        <Text size="sm" c="red" className={classes.status} role="alert">
          The 3D view could not be loaded. Try again later.
        </Text>
      )}
      {canPlace && (
        <Button variant="light" onClick={() => void viewer.current?.activateAR()}>
          View in your space
        </Button>
      )}
    </div>
  );
}
