import { useTranslation } from 'react-i18next';
import type { DisplaySettings } from '../../core/config/field-config';
import { DEFAULT_ACCEPT } from '../../widgets/upload/upload-rules';
import type { ViewField } from '../view-fields';
import { PHOTO_PLACEHOLDER_CLASS, PlainIcon } from './plain-controls';

/**
 * A list column of photos: a file column whose upload takes images only (the default,
 * spec §5). A document column (a file of any type, or no upload at all) is not one.
 */
export function isThumbnailColumn({ field, settings }: ViewField<DisplaySettings>): boolean {
  if (settings.type !== 'file') return false;
  const uploads = [field.create, field.update].filter((form) => form?.show !== false && form !== undefined);
  return uploads.length > 0 && uploads.every((form) => (form?.option?.accept ?? DEFAULT_ACCEPT).split(',').every((type) => type.trim().startsWith('image/')));
}

/** Whether a photo field's value holds no photo: nothing, an empty text or an empty list. */
export const holdsNoPhoto = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

// The person MUI's Avatar shows when it has no picture.
const PERSON_ICON = 'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z';

/**
 * Stands in an empty photo cell, so a row without a photo reads as "no photo" rather than a
 * blank: the look of a rounded Avatar without a picture, as a plain element (plain-controls).
 */
export function ThumbnailPlaceholder() {
  const { t } = useTranslation('data-screen');
  return (
    <span className={PHOTO_PLACEHOLDER_CLASS} role="img" aria-label={t('columns.noPhoto')}>
      <PlainIcon path={PERSON_ICON} />
    </span>
  );
}
