import en from '../../../locales/en/qr-card.json';
import id from '../../../locales/id/qr-card.json';
import { addNamespace } from '../../core/i18n';

/** Makes the QR card screen's text (namespace 'qr-card') available before it translates. */
export function useQrCardText(): void {
  addNamespace('qr-card', { id, en });
}
