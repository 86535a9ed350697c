import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code as inline SVG: dark modules on white whatever the theme, with the four-module quiet zone
 * scanners expect; one path, so it stays small in the DOM.
 */
export function TrackerQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    const modules = qr.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { size: qr.size, path: modules.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 shrink-0 rounded-md border bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
