import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, type RatingItem } from './rating-types';
import '../../core/widgets-text';

export interface RatingFormProps {
  items: readonly RatingItem[];
  submitting: boolean;
  /** The user's stars by rating_type_id. */
  onSubmit: (mine: Record<string, number | null>) => void;
}

/** The do-rating form: a 5-star input per aspect for my_rating_value. */
export function RatingForm({ items, submitting, onSubmit }: RatingFormProps) {
  const { t } = useTranslation('widgets');
  const [mine, setMine] = useState<Record<string, number | null>>(() => Object.fromEntries(items.map((item) => [String(item.rating_type_id), item.my_rating_value])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(mine);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('rating.myRating')} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('rating.myRating')}
      </Typography>
      {items.map((item) => {
        const key = String(item.rating_type_id);
        return (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.5, gap: 2 }}>
            <Typography id={`my-rating-${key}`}>{item.rating_type_name}</Typography>
            <Rating
              name={`my-rating-${key}`}
              max={RATING_MAX}
              value={mine[key] ?? null}
              onChange={(_event, value) => setMine((current) => ({ ...current, [key]: value }))}
              getLabelText={(value) => t('rating.rateOne', { name: item.rating_type_name, value })}
              disabled={submitting}
            />
          </Box>
        );
      })}
      <Button type="submit" variant="contained" disabled={submitting} sx={{ mt: 1 }}>
        {t('rating.submit')}
      </Button>
    </Box>
  );
}
