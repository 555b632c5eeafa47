import { useEffect, useId, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { REDUCED_MOTION_QUERY, useMediaMatch } from '../../../components/useMediaMatch';
import { createRoom, immersiveModeOffered, type ImmersiveMode, type Room, type RoomCard } from './room-scene';
import classes from './CollectionRoom.module.css';

interface RoomSceneProps {
  cards: readonly RoomCard[];
  /** Each face's picture, by face. */
  faces: ReadonlyMap<string, string>;
}

const ENTER: Record<ImmersiveMode, string> = { 'immersive-ar': 'View in your space', 'immersive-vr': 'Enter VR' };

/**
 * The room's stage, with three.js (its own chunk: no other page loads it): a focusable 3D view turned
 * by pointer, wheel or keys, and one button into AR, else VR, where the device offers either.
 */
export default function RoomScene({ cards, faces }: RoomSceneProps) {
  const host = useRef<HTMLDivElement>(null);
  const room = useRef<Room | null>(null);
  // Known at the first render (unknown only while a prerendered page is taken over: still, then).
  const still = useMediaMatch(REDUCED_MOTION_QUERY) !== false;
  const help = useId();
  const [offered, setOffered] = useState<ImmersiveMode | null>(null);
  const [immersed, setImmersed] = useState(false);
  useEffect(() => {
    const made = createRoom(host.current!, cards, faces);
    const { canvas } = made;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-roledescription', '3D room');
    canvas.setAttribute('aria-label', `Your ${cards.length} ${cards.length === 1 ? 'card' : 'cards'} on a tower`);
    canvas.setAttribute('aria-describedby', help);
    canvas.className = classes.canvas!;
    room.current = made;
    return () => {
      room.current = null;
      made.dispose();
    };
  }, [cards, faces, help]);
  // Told on every build of the room (its cards or faces) and on every change of mind, without building it again.
  useEffect(() => room.current?.setStill(still), [cards, faces, still]);
  useEffect(() => {
    void immersiveModeOffered().then(setOffered);
  }, []);
  const enter = (mode: ImmersiveMode) => {
    setImmersed(true);
    void room.current
      ?.enter(mode)
      .catch(() => undefined)
      .finally(() => setImmersed(false));
  };
  return (
    <>
      <div ref={host} className={classes.stage} data-testid="collection-room" />
      <Text id={help} size="sm" c="dimmed">
        Drag to turn the tower and move along it; scroll or pinch to come nearer. With the keyboard: the arrow keys turn it and move up and
        down, + and − come nearer and go further.
      </Text>
      {offered && (
        <Button variant="light" onClick={() => enter(offered)} loading={immersed}>
          {ENTER[offered]}
        </Button>
      )}
    </>
  );
}
