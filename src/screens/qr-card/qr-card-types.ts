/** One worker's card: what the card prints (spec §3 "QR card"). */
export interface CardWorker {
  /** The project manpower row's id. */
  id: number;
  employee_id: number;
  fullname: string;
  /** Null until read (or when the user may not read workers). */
  nik: string | null;
  position: string | null;
  project_name: string;
  qr_number: string;
}

/** The card settings of spec §3: orientation, text colour, logo, custom background. */
export interface CardSettings {
  orientation: 'portrait' | 'landscape';
  textColor: string;
  /** URL of an uploaded logo; null shows the application name. */
  logoUrl: string | null;
  /** URL of an uploaded background image; null keeps the plain card. */
  backgroundUrl: string | null;
}

export const DEFAULT_SETTINGS: CardSettings = {
  orientation: 'landscape',
  textColor: '#0d2b4e',
  logoUrl: null,
  backgroundUrl: null,
};

/** An ID card (ISO/IEC 7810 ID-1, 85.6 × 54 mm) and how many fit on an A4 page with 8 mm margins. */
export const CARD_MM = { long: 85.6, short: 54 } as const;
export const CARDS_PER_PAGE = { landscape: 10, portrait: 9 } as const;
export const COLUMNS = { landscape: 2, portrait: 3 } as const;

/** The NIK with all but its last four characters hidden: '3374xxxxxxxx1234' → '************1234'. */
export function maskNik(nik: string | null | undefined): string {
  const value = (nik ?? '').trim();
  if (value === '') return '-';
  const shown = value.slice(-4);
  return `${'*'.repeat(Math.max(0, value.length - shown.length))}${shown}`;
}
