import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  value: string;
  /** Its accessible name: what scanning it opens. */
  label: string;
  size: number;
  className?: string;
}

/**
 * A QR code drawn as one SVG path, dark modules on a light square with the quiet zone a scanner needs
 * (four modules): readable on any background, a stream's included.
 */
export function QrCode({ value, label, size, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { border: 4 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
    return { path: d, modules: count };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#0d0a1a" />
    </svg>
  );
}
