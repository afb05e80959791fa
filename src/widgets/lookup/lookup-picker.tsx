import ListIcon from '@mui/icons-material/List';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPointer } from '../../core/config/field-config';
import { optionCode, optionLabel, type LookupOption } from './lookup-options';
import { LookupModal } from './lookup-modal';
import { isOptionObject, toFormValue, toOption, valueItems } from './lookup-value';
import { lookupValuesOptions } from './use-lookup-page';
import '../../core/widgets-text';

export interface LookupPickerProps {
  /** Single: an option object, a code or null. Multi: a list of option objects or codes. */
  value: unknown;
  /** Called when the modal closes with the selection (option objects, or codes with disable_revert). */
  onChange: (value: unknown) => void;
  label: string;
  /** list: the endpoint whose /dataset answers the options (or a static list); code, label ('name|format'), columns. */
  pointer: ListPointer;
  /** lookup-checkbox (true) or lookup-radio (false). */
  multiple: boolean;
  /** filterAPI values for the dataset call. */
  params?: Record<string, unknown>;
  required?: boolean;
  disabled?: boolean;
  /** The form's validation message. */
  error?: string;
  hint?: string;
  onBlur?: () => void;
}

/** Lookup picker (spec §2, §4): the current choice and a button opening the lookup modal. */
export function LookupPicker({ value, onChange, label, pointer, multiple, params, required, disabled, error, hint, onBlur }: LookupPickerProps) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  // Options chosen in this session: they name bare codes without another fetch.
  const [known, setKnown] = useState<LookupOption[]>([]);
  const items = valueItems(value);
  const bare = items
    .filter((item) => !isOptionObject(item) && !known.some((option) => optionCode(option, pointer.code) === String(item)))
    .map(String);
  const current = useQuery({ ...lookupValuesOptions(pointer, bare), enabled: bare.length > 0 });
  const pool = current.data ? [...known, ...current.data] : known;
  const selection = items.map((item) => toOption(item, pointer, pool));

  const close = (chosen: LookupOption[]) => {
    setOpen(false);
    setKnown(chosen);
    onChange(toFormValue(chosen, pointer, multiple));
    onBlur?.();
  };

  return (
    <Box>
      <FormLabel required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 1, minHeight: 44 }}>
        {selection.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('lookup.notChosen')}
          </Typography>
        )}
        {bare.length > 0 && current.isError ? (
          <Typography variant="body2" color="error">
            {t('lookup.valueNotFound')}
          </Typography>
        ) : (
          selection.map((option) => <Chip key={optionCode(option, pointer.code)} label={optionLabel(option, pointer.label)} size="small" />)
        )}
        <Button size="small" startIcon={<ListIcon />} onClick={() => setOpen(true)} disabled={disabled} sx={{ ml: 'auto' }} aria-label={`${t('lookup.open')} ${label}`}>
          {t('lookup.open')}
        </Button>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : hint && <FormHelperText>{hint}</FormHelperText>}
      {open && <LookupModal open label={label} pointer={pointer} multiple={multiple} initial={selection} params={params} onClose={close} />}
    </Box>
  );
}
