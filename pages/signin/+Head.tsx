// Signing in with a passkey works only at PUBLIC_URL: a browser on another address is sent there.
export { PublicAddressGuard as default } from '../../ui/account/PublicAddressGuard.tsx'
