// A software passkey authenticator for API tests: it answers navigator.credentials.create() and
// get() as a browser with a platform authenticator would, with real P-256 keys and signatures,
// so the server's WebAuthn checks run in full without a browser.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

export type SoftPasskey = { id: string; rpId: string; userHandle: string; counter: number; privateKey: KeyObject }

// Authenticator data flags: user present, user verified, attested credential data included.
const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_CREDENTIAL = 0x40
const ES256 = -7

/**
 * `countsSignatures: false` is an authenticator whose counter stays at 0 on every signature, as
 * passkeys synced by platform password managers report.
 */
export function createSoftAuthenticator({ countsSignatures = true } = {}) {
  const passkeys: SoftPasskey[] = []

  return {
    passkeys,

    /** Answers navigator.credentials.create() for these options, as seen from `origin`; remembers the new (discoverable) passkey. */
    register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): { response: RegistrationResponseJSON; passkey: SoftPasskey } {
      const rpId = options.rp.id ?? new URL(origin).hostname
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const credentialId = randomBytes(32)
      const passkey: SoftPasskey = { id: credentialId.toString('base64url'), rpId, userHandle: options.user.id, counter: 0, privateKey }
      const jwk = publicKey.export({ format: 'jwk' })
      const coseKey = encodeCBOR(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, ES256], // alg
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      )
      const credentialIdLength = Buffer.alloc(2)
      credentialIdLength.writeUInt16BE(credentialId.length)
      const authenticatorData = Buffer.concat([
        authenticatorDataHead(rpId, USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL, passkey.counter),
        Buffer.alloc(16), // AAGUID: none
        credentialIdLength,
        credentialId,
        coseKey,
      ])
      const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', authenticatorData]]))
      passkeys.push(passkey)
      return {
        passkey,
        response: {
          id: passkey.id,
          rawId: passkey.id,
          type: 'public-key',
          clientExtensionResults: {},
          authenticatorAttachment: 'platform',
          response: {
            clientDataJSON: clientData('webauthn.create', options.challenge, origin),
            attestationObject: Buffer.from(attestationObject).toString('base64url'),
            transports: ['internal'],
            publicKeyAlgorithm: ES256,
            publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
            authenticatorData: authenticatorData.toString('base64url'),
          },
        },
      }
    },

    /**
     * Answers navigator.credentials.get(): with `passkey`, or the first allowed one, or else the
     * newest passkey held for the options' relying party, as a browser offers discoverable ones.
     * The counter grows by one before signing, as a counting authenticator's does.
     */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON, origin: string, passkey?: SoftPasskey): AuthenticationResponseJSON {
      const rpId = options.rpId ?? new URL(origin).hostname
      const allowed = options.allowCredentials?.map((credential) => credential.id) ?? []
      const chosen =
        passkey ??
        (allowed.length > 0 ? passkeys.find((held) => allowed.includes(held.id)) : passkeys.filter((held) => held.rpId === rpId).at(-1)) ??
        passkeys.at(-1)
      if (!chosen) throw new Error('The software authenticator holds no passkey')
      if (countsSignatures) chosen.counter += 1
      // Signed for the relying party asked for, which is how a response for another site is made.
      const authenticatorData = authenticatorDataHead(rpId, USER_PRESENT | USER_VERIFIED, chosen.counter)
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin)
      const signed = Buffer.concat([authenticatorData, createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest()])
      return {
        id: chosen.id,
        rawId: chosen.id,
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON,
          authenticatorData: authenticatorData.toString('base64url'),
          signature: sign('sha256', signed, { key: chosen.privateKey, dsaEncoding: 'der' }).toString('base64url'),
          userHandle: chosen.userHandle,
        },
      }
    },
  }
}

/** rpIdHash, flags and the big-endian signature counter. */
function authenticatorDataHead(rpId: string, flags: number, counter: number): Buffer {
  const head = Buffer.alloc(37)
  createHash('sha256').update(rpId).digest().copy(head, 0)
  head.writeUInt8(flags, 32)
  head.writeUInt32BE(counter, 33)
  return head
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): string {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url')
}
