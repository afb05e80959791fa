import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../shared/use-debounced';
import { searchPlaces, type Place } from './geocoder';
import { TYPEAHEAD_MIN_CHARS } from './map-constants';
import '../../core/widgets-text';

export interface AddressSearchProps {
  /** The geocoding service's base URL. */
  base: string;
  onChoose: (place: Place) => void;
  disabled?: boolean;
}

/** The address search box with type-ahead (at most 10 matches, from 2 characters; spec §9). */
export function AddressSearch({ base, onChoose, disabled }: AddressSearchProps) {
  const { t } = useTranslation('widgets');
  const [text, setText] = useState('');
  const [places, setPlaces] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  const query = useDebounced(text.trim(), 350);

  useEffect(() => {
    if (query.length < TYPEAHEAD_MIN_CHARS) return;
    const controller = new AbortController();
    setLoading(true);
    searchPlaces(base, query, controller.signal)
      .then(setPlaces)
      .catch(() => setPlaces([]))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [base, query]);

  return (
    <Autocomplete<Place, false, false, false>
      options={query.length < TYPEAHEAD_MIN_CHARS ? [] : places}
      filterOptions={(options) => options}
      getOptionLabel={(place) => place.address}
      isOptionEqualToValue={(a, b) => a.lat === b.lat && a.lng === b.lng}
      loading={loading}
      disabled={disabled}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, place) => place && onChoose(place)}
      noOptionsText={t('map.noMatches')}
      renderInput={(params) => <TextField {...params} size="small" placeholder={t('map.searchPlaceholder')} slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': t('map.searchPlaceholder') } }} />}
    />
  );
}
