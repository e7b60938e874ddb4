/**
 * A WhatsApp click-to-chat link (`https://wa.me/<number>?text=<greeting>`): the number in
 * international form with digits only (no '+', spaces or a leading 00), the text URL-encoded.
 */
export function whatsappLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
