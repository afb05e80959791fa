import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import type { DisplaySettings } from '../../core/config/field-config';
import { DEFAULT_ACCEPT } from '../../widgets/upload/upload-rules';
import type { ViewField } from '../view-fields';

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

/** Stands in an empty photo cell, so a row without a photo reads as "no photo" rather than a blank. */
export function ThumbnailPlaceholder() {
  const { t } = useTranslation('data-screen');
  return <Avatar variant="rounded" role="img" aria-label={t('columns.noPhoto')} sx={{ width: 48, height: 48 }} />;
}
