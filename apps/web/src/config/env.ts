/**
 * The only place the web app reads its build-time environment (Vite `VITE_*` variables).
 * Everything has a default so `vite build` works with no configuration.
 */
const raw = import.meta.env;

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const env = {
  /** Base of the JSON API; same origin by default. */
  apiBaseUrl: readString(raw.VITE_API_BASE_URL, '/api').replace(/\/+$/, ''),
  /** Store contact details shown in the footer. */
  contactPhone: readString(raw.VITE_CONTACT_PHONE, '+971 4 123 4567'),
  contactEmail: readString(raw.VITE_CONTACT_EMAIL, 'care@souqstyle.ae'),
  /** WhatsApp number for the About page's chat button, international format. */
  whatsappNumber: readString(raw.VITE_WHATSAPP_NUMBER, '+971 50 123 4567'),
} as const;
