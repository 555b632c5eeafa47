import {
  AdditiveBlending,
  BufferGeometry,
  CanvasTexture,
  CircleGeometry,
  Color,
  Float32BufferAttribute,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  Object3D,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  TextureLoader,
  Vector3,
  WebGLRenderer,
} from 'three';
import { CARD_BACK_SIZE, cardBackMarkup, RARITY_COLORS } from '@arcana/shared';
import type { TRarity } from '@arcana/shared/schemas';
import { placeOf, ROOM_CARD, towerOf } from './room-layout';
import { viewAfterDrag, viewAfterKey, viewAfterWheel, withinTower, type RoomView } from './room-view';

/** A card in the room: which face it shows (its design's: cards of one design share one), and its rarity's glow. */
export interface RoomCard {
  face: string;
  rarity: TRarity;
}

export type ImmersiveMode = 'immersive-ar' | 'immersive-vr';

/** A picture drawn on a canvas, as a texture. */
function drawn(width: number, height: number, draw: (context: CanvasRenderingContext2D) => void) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d')!);
  return new CanvasTexture(canvas);
}

/** The card's shape: white inside its rounded corners (DESIGN.md: 16 px on a 250 px card), as an alpha map. */
const cornersMap = () =>
  drawn(250, 350, (context) => {
    context.fillStyle = '#fff';
    context.beginPath();
    context.roundRect(0, 0, 250, 350, 16);
    context.fill();
  });

/** A soft white halo around a card's outline, tinted per card in its rarity's colour. */
const glowMap = () =>
  drawn(160, 208, (context) => {
    context.shadowColor = '#fff';
    context.shadowBlur = 22;
    context.fillStyle = '#fff';
    context.beginPath();
    context.roundRect(30, 30, 100, 148, 10);
    context.fill();
  });

/** The floor's light: a pool under the tower, fading out. */
const floorMap = () =>
  drawn(256, 256, (context) => {
    const light = context.createRadialGradient(128, 128, 0, 128, 128, 128);
    light.addColorStop(0, 'rgba(139, 92, 246, 0.45)');
    light.addColorStop(1, 'rgba(139, 92, 246, 0)');
    context.fillStyle = light;
    context.fillRect(0, 0, 256, 256);
  });

/** A cell of the face atlas: cards of one design share one. */
const CELL = { width: 160, height: 224 } as const;
const ATLAS_COLUMNS = 25;

/** Every face drawn into one picture, so all the cards' faces are one draw: each face's cell as (u0, v0, u1, v1). */
async function atlasOf(faces: ReadonlyMap<string, string>) {
  const keys = [...faces.keys()];
  const rows = Math.max(1, Math.ceil(keys.length / ATLAS_COLUMNS));
  const width = CELL.width * Math.min(ATLAS_COLUMNS, Math.max(keys.length, 1));
  const height = CELL.height * rows;
  const pictures = await Promise.all(
    keys.map(async (key) => {
      const picture = new Image();
      picture.src = faces.get(key)!;
      return picture.decode().then(
        () => picture,
        () => null,
      );
    }),
  );
  const cells = new Map<string, readonly [number, number, number, number]>();
  const texture = drawn(width, height, (context) => {
    keys.forEach((key, i) => {
      const [column, row] = [i % ATLAS_COLUMNS, Math.floor(i / ATLAS_COLUMNS)];
      const picture = pictures[i];
      if (picture) context.drawImage(picture, column * CELL.width, row * CELL.height, CELL.width, CELL.height);
      // The picture is drawn top down; the texture's v runs bottom up.
      cells.set(key, [
        (column * CELL.width) / width,
        1 - ((row + 1) * CELL.height) / height,
        ((column + 1) * CELL.width) / width,
        1 - (row * CELL.height) / height,
      ]);
    });
  });
  texture.colorSpace = SRGBColorSpace;
  return { texture, cells };
}

/**
 * Cards' quads merged into one geometry, each placed by its matrix: `uv` its cell of an atlas (the
 * whole picture without one), `uv1` its own corners, `color` its tint when given.
 */
function quads(
  cards: ReadonlyArray<{ matrix: Matrix4; cell?: readonly number[]; color?: Color }>,
  { width, height }: { width: number; height: number },
) {
  const corner = [
    [-width / 2, -height / 2, 0, 0],
    [width / 2, -height / 2, 1, 0],
    [width / 2, height / 2, 1, 1],
    [-width / 2, height / 2, 0, 1],
  ] as const;
  const positions: number[] = [];
  const uvs: number[] = [];
  const own: number[] = [];
  const colors: number[] = [];
  const indices: number[] = [];
  const point = new Vector3();
  cards.forEach(({ matrix, cell = [0, 0, 1, 1], color }, i) => {
    const [u0, v0, u1, v1] = cell;
    for (const [x, y, u, v] of corner) {
      point.set(x, y, 0).applyMatrix4(matrix);
      positions.push(point.x, point.y, point.z);
      uvs.push(u ? u1! : u0!, v ? v1! : v0!);
      own.push(u, v);
      if (color) colors.push(color.r, color.g, color.b);
    }
    indices.push(4 * i, 4 * i + 1, 4 * i + 2, 4 * i, 4 * i + 2, 4 * i + 3);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setAttribute('uv1', new Float32BufferAttribute(own, 2));
  if (colors.length) geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.setIndex(indices);
  return geometry;
}

const backPicture = () =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_BACK_SIZE.width} ${CARD_BACK_SIZE.height}" width="500" height="700">${cardBackMarkup('back')}</svg>`,
  )}`;

/**
 * The collection room (docs/product-rules.md "Cards in 3D and shared"): the cards on the outside of a
 * tower, turned around by pointer, wheel or keys, or walked around in VR or placed in AR where the
 * device offers it. The faces are one atlas (cards of one design share a cell), and the cards' faces,
 * backs and glows are each one merged mesh: four draws for hundreds of cards.
 */
export function createRoom(host: HTMLElement, cards: readonly RoomCard[], faces: ReadonlyMap<string, string>) {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.xr.enabled = true;
  const canvas = renderer.domElement;
  canvas.tabIndex = 0;
  host.append(canvas);

  const scene = new Scene();
  const tower = new Object3D();
  scene.add(tower);
  const camera = new PerspectiveCamera(50, 1, 0.05, 60);
  const { radius, height } = towerOf(cards.length);
  let view: RoomView = withinTower({ azimuth: 0, height: height - ROOM_CARD.height, distance: 2 }, height);
  /**
   * What the canvas shows is drawn again only when it would change: a still room (reduced motion, no
   * hand on it) costs no frame, which on a phone is battery and in a streamer's window is the CPU the
   * stream needs. A new view object is a change; a size or a texture arriving forgets the view drawn.
   */
  let drawnView: RoomView | null = null;
  const redraw = () => void (drawnView = null);
  /** Whether the person asked for reduced motion: told after the room is built, so a change of mind never builds it again. */
  let still = true;

  const owned: Array<{ dispose(): void }> = [];
  const keep = <T extends { dispose(): void }>(thing: T) => (owned.push(thing), thing);
  const corners = keep(cornersMap());
  // The alpha map reads the card's own coordinates (uv1), not its place in the atlas.
  corners.channel = 1;
  const all = cards.map((_, index) => index);
  const place = new Object3D();
  /** The card's place, pushed `out` metres along its facing (negative: behind it), turned half round for its back. */
  const placed = (index: number, out: number, back = false) => {
    const { x, y, z, turn } = placeOf(index, cards.length);
    place.position.set(x + Math.sin(turn) * out, y, z + Math.cos(turn) * out);
    place.rotation.set(0, back ? turn + Math.PI : turn, 0);
    place.updateMatrix();
    return place.matrix.clone();
  };
  const mesh = (geometry: BufferGeometry, material: MeshBasicMaterial) => {
    const made = new Mesh(keep(geometry), keep(material));
    tower.add(made);
    return made;
  };

  // Every back, one picture; every glow, tinted per card; the faces once their atlas is drawn.
  const backMaterial = new MeshBasicMaterial({ alphaMap: corners, alphaTest: 0.5 });
  new TextureLoader().load(backPicture(), (texture) => {
    texture.colorSpace = SRGBColorSpace;
    backMaterial.map = keep(texture);
    backMaterial.needsUpdate = true;
    redraw();
  });
  mesh(
    quads(
      all.map((index) => ({ matrix: placed(index, -0.002, true) })),
      ROOM_CARD,
    ),
    backMaterial,
  );
  const glow = { width: ROOM_CARD.width * 1.6, height: ROOM_CARD.height * 1.4 };
  const glowOf = (rarity: TRarity) =>
    new Color(RARITY_COLORS[rarity]).multiplyScalar(rarity === 'legendary' || rarity === 'epic' ? 0.9 : 0.45);
  mesh(
    quads(
      all.map((index) => ({ matrix: placed(index, -0.006), color: glowOf(cards[index]!.rarity) })),
      glow,
    ),
    new MeshBasicMaterial({ map: keep(glowMap()), vertexColors: true, blending: AdditiveBlending, transparent: true, depthWrite: false }),
  );
  const floor = mesh(
    new CircleGeometry(radius * 2.2, 48),
    new MeshBasicMaterial({ map: keep(floorMap()), transparent: true, depthWrite: false }),
  );
  floor.position.y = -0.05;
  floor.rotation.x = -Math.PI / 2;
  let disposed = false;
  void atlasOf(faces).then(({ texture, cells }) => {
    if (disposed) return texture.dispose();
    mesh(
      quads(
        all.map((index) => ({ matrix: placed(index, 0.002), cell: cells.get(cards[index]!.face) })),
        ROOM_CARD,
      ),
      new MeshBasicMaterial({ map: keep(texture), alphaMap: corners, alphaTest: 0.5 }),
    );
    redraw();
  });

  const aim = () => {
    const away = radius + view.distance;
    camera.position.set(Math.sin(view.azimuth) * away, view.height + 0.25, Math.cos(view.azimuth) * away);
    camera.lookAt(0, view.height, 0);
  };

  // Pointer, wheel and keys.
  let drag: { x: number; y: number } | null = null;
  const listeners: Array<[EventTarget, string, EventListener, AddEventListenerOptions?]> = [
    [
      canvas,
      'pointerdown',
      (event) => {
        const { clientX, clientY, pointerId } = event as PointerEvent;
        drag = { x: clientX, y: clientY };
        canvas.setPointerCapture(pointerId);
      },
    ],
    [
      canvas,
      'pointermove',
      (event) => {
        if (!drag) return;
        const { clientX, clientY } = event as PointerEvent;
        view = viewAfterDrag(view, clientX - drag.x, clientY - drag.y, canvas.clientWidth, height);
        drag = { x: clientX, y: clientY };
      },
    ],
    [canvas, 'pointerup', () => (drag = null)],
    [canvas, 'pointercancel', () => (drag = null)],
    [
      canvas,
      'wheel',
      (event) => {
        event.preventDefault();
        view = viewAfterWheel(view, (event as WheelEvent).deltaY, height);
      },
      { passive: false },
    ],
    [
      canvas,
      'keydown',
      (event) => {
        const next = viewAfterKey(view, (event as KeyboardEvent).key, height);
        if (!next) return;
        event.preventDefault();
        view = next;
      },
    ],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);

  const resize = new ResizeObserver(() => {
    const { clientWidth, clientHeight } = host;
    if (!clientWidth || !clientHeight || renderer.xr.isPresenting) return;
    renderer.setSize(clientWidth, clientHeight);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
    redraw();
  });
  resize.observe(host);

  let frames = 0;
  renderer.setAnimationLoop(() => {
    // A slow turn, unless the person asked for stillness or is turning it themselves.
    if (!still && !drag && !renderer.xr.isPresenting) view = { ...view, azimuth: view.azimuth + 0.002 };
    // A headset moves the camera itself: every frame is drawn while one presents.
    if (!renderer.xr.isPresenting) {
      if (view === drawnView) return;
      aim();
    }
    drawnView = view;
    renderer.render(scene, camera);
    if (++frames === 1 || canvas.dataset.drawCalls !== String(renderer.info.render.calls))
      canvas.dataset.drawCalls = String(renderer.info.render.calls);
  });

  return {
    canvas,

    setStill(next: boolean) {
      still = next;
    },

    /** Opens the room in AR (placed small before the person) or VR (standing before the tower); resolves when it ends. */
    async enter(mode: ImmersiveMode): Promise<void> {
      const session = await navigator.xr!.requestSession(mode, { optionalFeatures: ['local-floor'] });
      renderer.xr.setReferenceSpaceType('local-floor');
      const [scale, ahead] = mode === 'immersive-ar' ? [0.3, 1.2] : [1, radius + 2.2];
      tower.scale.setScalar(scale);
      tower.position.set(0, 0, -ahead);
      await renderer.xr.setSession(session);
      await new Promise<void>((resolve) => session.addEventListener('end', () => resolve(), { once: true }));
      tower.scale.setScalar(1);
      tower.position.set(0, 0, 0);
      redraw();
    },

    dispose() {
      disposed = true;
      renderer.setAnimationLoop(null);
      resize.disconnect();
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      for (const thing of owned) thing.dispose();
      renderer.dispose();
      canvas.remove();
    },
  };
}

export type Room = ReturnType<typeof createRoom>;

/** The immersive way the device offers, AR first (docs/product-rules.md "Cards in 3D and shared"); null: the orbit view only. */
export async function immersiveModeOffered(): Promise<ImmersiveMode | null> {
  if (!navigator.xr) return null;
  for (const mode of ['immersive-ar', 'immersive-vr'] as const)
    if (await navigator.xr.isSessionSupported(mode).catch(() => false)) return mode;
  return null;
}
