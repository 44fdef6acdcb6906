// The home page's QR code for Easy Setup, an island so it can encode the address the page was reached on.
import { QrCode } from '../../ui/QrCode.tsx'
import { usePublicOrigin } from '../../ui/usePublicOrigin.ts'

/** A QR code of Easy Setup's address, on the origin this page was reached on once it runs: an island. */
export function EasySetupQr() {
  const origin = usePublicOrigin()
  return <QrCode text={`${origin}/easy`} label="QR code that opens Easy Setup" className="size-36" />
}
