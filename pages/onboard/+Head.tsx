// The console's head tags, and the guard that sends a browser on another address to PUBLIC_URL.
import { PublicAddressGuard } from '../../ui/account/PublicAddressGuard.tsx'
import { ConsoleHead } from '../../ui/console/ConsoleHead.tsx'

export default function Head() {
  return (
    <>
      <ConsoleHead />
      <PublicAddressGuard />
    </>
  )
}
