// A real, scannable QR code drawn as inline SVG (so it prints crisply and needs no image request).
import { encode } from 'uqr'

export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { size, data } = encode(text, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-qr-text={text}
    >
      <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#ffffff" />
      <path d={path} fill="#0d0b14" />
    </svg>
  )
}
