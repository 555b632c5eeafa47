import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { MovableId, Offset } from './landing-positions';
import classes from './Movable.module.css';

const ORIGIN: Offset = { x: 0, y: 0 };
const KEY_STEP_PX = 10;
const KEY_STEP_LARGE_PX = 50;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Never further than a screen away, so nothing can be lost off the page. */
const withinReach = (offset: Offset): Offset => ({
  x: Math.round(Math.max(-window.innerWidth, Math.min(window.innerWidth, offset.x))),
  y: Math.round(Math.max(-window.innerHeight, Math.min(window.innerHeight, offset.y))),
});

interface MovableProps {
  id: MovableId;
  /** What the handle moves, for its accessible name ('the title'). */
  label: string;
  editing: boolean;
  offset: Offset | undefined;
  onMove: (id: MovableId, offset: Offset) => void;
  hintId: string;
  children: ReactNode;
}

/**
 * A part of the landing that edit mode can move. Out of edit mode it only sits where it was left;
 * in edit mode a handle covers it (the part itself goes inert): drag it, or focus it and use the
 * arrow keys (Shift for bigger steps). Offsets are a transform, so moving never shifts the layout.
 */
export function Movable({ id, label, editing, offset = ORIGIN, onMove, hintId, children }: MovableProps) {
  const [dragged, setDragged] = useState<Offset | null>(null);
  const grab = useRef<{ x: number; y: number; from: Offset } | null>(null);
  const shown = dragged ?? offset;

  const follow = (event: PointerEvent) => {
    const start = grab.current;
    return start ? withinReach({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y }) : null;
  };

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { x: event.clientX, y: event.clientY, from: shown };
    setDragged(shown);
  }

  function onPointerUp(event: PointerEvent) {
    const end = follow(event);
    grab.current = null;
    setDragged(null);
    if (end) onMove(id, end);
  }

  function onKeyDown(event: KeyboardEvent) {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    // Claimed here, so the landing's own arrow keys (moving between sections) leave it alone.
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP_LARGE_PX : KEY_STEP_PX;
    onMove(id, withinReach({ x: shown.x + arrow[0] * step, y: shown.y + arrow[1] * step }));
  }

  return (
    <div
      className={classes.movable}
      style={shown.x || shown.y ? { transform: `translate(${shown.x}px, ${shown.y}px)` } : undefined}
      data-movable={id}
      data-editing={editing || undefined}
    >
      <div inert={editing}>{children}</div>
      {editing && (
        <button
          type="button"
          className={classes.handle}
          aria-label={`Move ${label}`}
          aria-describedby={hintId}
          onPointerDown={onPointerDown}
          onPointerMove={(event) => {
            const next = follow(event);
            if (next) setDragged(next);
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
