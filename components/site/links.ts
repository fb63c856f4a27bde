/** A tel: link for a phone number written for people ('+225 07 07 07 07 07' → 'tel:+2250707070707'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
