import type { FieldConfig, LocationColumns } from '../core/config/field-config';

type FormPatch = Partial<FieldConfig>;

/**
 * The location of a record kept as latitude and longitude columns, entered on a map: the
 * latitude field becomes the map (its pin, typed coordinates, the address a found place
 * fills, the radius circle), the longitude field stays in the form, hidden, for its rules.
 */
export function locationOnMap(columns: LocationColumns): Record<string, FormPatch> {
  const map = { type: 'map', option: { location: columns } } as const;
  const hidden = { type: 'hidden' } as const;
  return {
    [columns.lat]: { create: map, update: map },
    [columns.lng]: { create: hidden, update: hidden },
  };
}
