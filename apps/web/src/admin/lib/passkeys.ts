import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The WebAuthn helper is fetched on first use, so no page pays for it until a passkey is used. */
const browserPart = () => import('@simplewebauthn/browser');

/** Asks the device to make a passkey for the options the server sent. */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await browserPart();
  return startRegistration({ optionsJSON: options });
}

/** Asks the device to sign the server's challenge with one of this store's passkeys. */
export async function signWithPasskey(options: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await browserPart();
  return startAuthentication({ optionsJSON: options });
}

/** The person closed the device's prompt or it timed out: not a failure to report as one. */
export const passkeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
