/**
 * What the waiting screen's copy button copies from a PIC contact (spec §2): the part
 * after the dash when there is one ('Rina Wulandari - 081234567801' → '081234567801'),
 * otherwise the whole contact. A spaced dash wins, so 'Siti Nur-Aini - 0812…' still
 * copies the number.
 */
export function picNumberToCopy(contact: string): string {
  const spaced = contact.indexOf(' - ');
  const dash = spaced >= 0 ? spaced + 1 : contact.indexOf('-');
  if (dash < 0) return contact.trim();
  const after = contact.slice(dash + 1).trim();
  return after === '' ? contact.trim() : after;
}
