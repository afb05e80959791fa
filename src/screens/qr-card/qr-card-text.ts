import en from '../../../locales/en/qr-card.json';
import id from '../../../locales/id/qr-card.json';
import { registerScreenText } from '../screen-text';

/** Makes the QR card screen's text (namespace 'qr-card') available before it translates. */
export function useQrCardText(): void {
  registerScreenText('qr-card', { id, en });
}
