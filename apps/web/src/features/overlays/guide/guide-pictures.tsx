import type { ReactNode } from 'react';
import classes from './OverlayGuide.module.css';

const BG = '#0d0a1a';
const SURFACE = '#1a1033';
const LINE = 'rgba(236, 232, 255, 0.18)';
const TEXT = '#ece8ff';
const DIM = '#a59fc4';
const ACCENT = '#8b5cf6';
const CYAN = '#22d3ee';
const GOLD = '#f59e0b';

/** One of the guide's pictures: our own drawing of the step, described for whoever cannot see it. */
function Picture({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className={classes.figure}>
      <svg viewBox="0 0 480 270" className={classes.picture} role="img" aria-label={caption}>
        <rect width="480" height="270" rx="14" fill={BG} />
        {children}
      </svg>
      <figcaption className={classes.caption}>{caption}</figcaption>
    </figure>
  );
}

/** A window of a desktop app: its title bar and body. */
const Window = ({ x, y, w, h, title }: { x: number; y: number; w: number; h: number; title: string }) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="8" fill={SURFACE} stroke={LINE} />
    <rect x={x} y={y} width={w} height="24" rx="8" fill="#251a45" />
    <text x={x + 12} y={y + 16} fill={DIM} fontSize="11" fontFamily="Inter, sans-serif">
      {title}
    </text>
  </g>
);

/** The dashboard's address panel: revealed, with its copy button and its QR code. */
export function AddressPicture() {
  return (
    <Picture caption="The Forge’s Stream overlay page, the address revealed: copy it, or scan its QR code.">
      <Window x={30} y={28} w={420} h={214} title="Stream overlay · Address" />
      <rect x={50} y={72} width={270} height={26} rx="5" fill={BG} stroke={LINE} />
      <text x={60} y={89} fill={DIM} fontSize="11" fontFamily="monospace">
        https://…/overlay#••••••••
      </text>
      <rect x={330} y={72} width={60} height={26} rx="5" fill="#2a2150" stroke={LINE} />
      <text x={345} y={89} fill={TEXT} fontSize="11" fontFamily="Inter, sans-serif">
        Copy
      </text>
      <rect x={50} y={112} width={96} height={96} rx="6" fill="#fff" />
      {[0, 1, 2, 3, 4, 5].flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map((col) =>
          (row * 7 + col * 3) % 4 !== 0 ? (
            <rect key={`${row}-${col}`} x={60 + col * 13} y={122 + row * 13} width="11" height="11" fill={BG} />
          ) : null,
        ),
      )}
      <rect x={166} y={182} width={104} height={26} rx="5" fill="#3b1d2b" />
      <text x={180} y={199} fill="#fca5a5" fontSize="11" fontFamily="Inter, sans-serif">
        New address
      </text>
    </Picture>
  );
}

/** A streaming app's sources list, its add button opened on "Browser". */
export function SourcePicture() {
  return (
    <Picture caption="In OBS, the Sources list: the + button, then Browser.">
      <Window x={30} y={28} w={220} h={214} title="Sources" />
      {['Game capture', 'Webcam', 'Microphone'].map((name, i) => (
        <text key={name} x={46} y={76 + i * 24} fill={DIM} fontSize="12" fontFamily="Inter, sans-serif">
          {name}
        </text>
      ))}
      <rect x={44} y={206} width={26} height={24} rx="5" fill={ACCENT} />
      <path d="M57 212v12M51 218h12" stroke={TEXT} strokeWidth="2" strokeLinecap="round" />
      <rect x={80} y={112} width={180} height={104} rx="6" fill="#251a45" stroke={LINE} />
      {['Audio input', 'Browser', 'Color source', 'Image'].map((name, i) => (
        <g key={name}>
          {name === 'Browser' && <rect x={86} y={120 + i * 24} width={168} height={20} rx="4" fill={ACCENT} opacity="0.45" />}
          <text x={96} y={134 + i * 24} fill={name === 'Browser' ? TEXT : DIM} fontSize="12" fontFamily="Inter, sans-serif">
            {name}
          </text>
        </g>
      ))}
      <path d="M262 164 L300 164" stroke={CYAN} strokeWidth="2" strokeDasharray="4 4" />
      <text x={306} y={150} fill={TEXT} fontSize="13" fontFamily="Inter, sans-serif">
        Name it
      </text>
      <text x={306} y={170} fill={CYAN} fontSize="13" fontFamily="Inter, sans-serif">
        “Arcana draws”
      </text>
    </Picture>
  );
}

/** The browser source's properties: the address pasted, the canvas size. */
export function PropertiesPicture() {
  const field = (y: number, label: string, value: string) => (
    <g key={label}>
      <text x={56} y={y + 16} fill={DIM} fontSize="12" fontFamily="Inter, sans-serif">
        {label}
      </text>
      <rect x={140} y={y} width={280} height={24} rx="5" fill={BG} stroke={LINE} />
      <text x={150} y={y + 16} fill={TEXT} fontSize="12" fontFamily="monospace">
        {value}
      </text>
    </g>
  );
  return (
    <Picture caption="The browser source’s properties: the overlay address as its URL, 1920 wide and 1080 high.">
      <Window x={30} y={28} w={420} h={214} title="Properties for “Arcana draws”" />
      {field(66, 'URL', 'https://…/overlay#••••••••')}
      {field(100, 'Width', '1920')}
      {field(134, 'Height', '1080')}
      <rect x={56} y={176} width={14} height={14} rx="3" fill={ACCENT} />
      <path d="M59 183l3 3 6-6" stroke={TEXT} strokeWidth="2" fill="none" />
      <text x={78} y={188} fill={DIM} fontSize="12" fontFamily="Inter, sans-serif">
        Control audio via OBS
      </text>
      <rect x={360} y={206} width={60} height={24} rx="5" fill={ACCENT} />
      <text x={380} y={222} fill={TEXT} fontSize="12" fontFamily="Inter, sans-serif">
        OK
      </text>
    </Picture>
  );
}

/** The stream as viewers see it: a game, and a draw revealed over it with its code. */
export function ScenePicture() {
  return (
    <Picture caption="On stream: each draw revealed over the game, with who drew it and the code to verify it.">
      <rect x={20} y={20} width={440} height={230} rx="10" fill="#13243a" />
      <path d="M20 190 L110 120 L170 170 L250 90 L330 160 L400 120 L460 170 L460 250 L20 250 Z" fill="#1d3a4f" />
      <circle cx={400} cy={62} r={18} fill="#facc15" opacity="0.7" />
      <rect x={120} y={150} width={240} height={86} rx="10" fill="rgba(13,10,26,0.85)" stroke={GOLD} />
      <rect x={132} y={160} width={46} height={66} rx="5" fill="#2a1c10" stroke={GOLD} />
      <path d="M155 174 l6 12 l13 2 l-10 9 l3 13 l-12 -7 l-12 7 l3 -13 l-10 -9 l13 -2z" fill={GOLD} />
      <text x={190} y={176} fill={DIM} fontSize="11" fontFamily="Inter, sans-serif">
        gemhunter drew
      </text>
      <text x={190} y={196} fill={TEXT} fontSize="15" fontFamily="Cinzel, serif" fontWeight="700">
        Star Wand
      </text>
      <text x={190} y={220} fill={TEXT} fontSize="12" fontFamily="monospace">
        7KQ2 M9XD
      </text>
      <rect x={320} y={196} width={30} height={30} rx="3" fill="#fff" />
    </Picture>
  );
}
