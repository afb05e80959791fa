import CropLandscapeIcon from '@mui/icons-material/CropLandscape';
import CropPortraitIcon from '@mui/icons-material/CropPortrait';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { uploadFile } from '../../core/data/data-provider';
import type { CardSettings } from './qr-card-types';

/** An image picked, uploaded (POST upload) and handed back as its URL; or removed. */
function ImageSetting({ label, hint, button, value, onChange }: { label: string; hint: string; button: string; value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation('qr-card');
  const [percent, setPercent] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      onChange((await uploadFile(file, setPercent)).url);
    } catch (error) {
      alert.error(errorMessage(error, t('settings.uploadFailed')));
    } finally {
      setPercent(null);
    }
  };
  return (
    <Box>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {value && <Box component="img" src={value} alt={label} sx={{ height: 36, maxWidth: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 0.5 }} />}
        <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />} disabled={percent !== null}>
          {button}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => void pick(event.target.files?.[0])} />
        </Button>
        {value && (
          <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => onChange(null)}>
            {t('settings.remove')}
          </Button>
        )}
      </Box>
      {percent !== null && <LinearProgress variant="determinate" value={percent} aria-label={t('settings.uploading', { percent })} sx={{ mt: 1 }} />}
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

/** Spec §3's card settings: orientation, text colour, logo and custom background. */
export function CardSettingsForm({ settings, onChange }: { settings: CardSettings; onChange: (patch: Partial<CardSettings>) => void }) {
  const { t } = useTranslation('qr-card');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <FormLabel component="legend" id="qr-orientation" sx={{ mb: 0.5 }}>
          {t('settings.orientation')}
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby="qr-orientation"
          value={settings.orientation}
          onChange={(_, value: CardSettings['orientation'] | null) => value && onChange({ orientation: value })}
        >
          <ToggleButton value="landscape">
            <CropLandscapeIcon sx={{ mr: 0.5 }} /> {t('settings.landscape')}
          </ToggleButton>
          <ToggleButton value="portrait">
            <CropPortraitIcon sx={{ mr: 0.5 }} /> {t('settings.portrait')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <TextField
        type="color"
        size="small"
        label={t('settings.textColor')}
        value={settings.textColor}
        onChange={(event) => onChange({ textColor: event.target.value })}
        sx={{ width: 160 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ImageSetting
        label={t('settings.logo')}
        hint={t('settings.logoHint')}
        button={t('settings.uploadLogo')}
        value={settings.logoUrl}
        onChange={(logoUrl) => onChange({ logoUrl })}
      />
      <ImageSetting
        label={t('settings.background')}
        hint={t('settings.backgroundHint')}
        button={t('settings.uploadBackground')}
        value={settings.backgroundUrl}
        onChange={(backgroundUrl) => onChange({ backgroundUrl })}
      />
    </Box>
  );
}
