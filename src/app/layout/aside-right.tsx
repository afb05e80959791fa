import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../core/app-config/app-config-api';
import type { Autofill } from '../../core/auth/auth-types';
import { chooseAutofill } from '../../core/auth/autofill';
import { writeStored } from '../../core/storage';
import { useStored } from '../../core/use-stored';
import { ASIDE_RIGHT_WIDTH } from './layout-sizes';

function ProfileLine({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function AutofillSelect({ autofill, field, label }: { autofill: Autofill; field: keyof Autofill; label: string }) {
  const { value, options } = autofill[field];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.code) === event.target.value);
        writeStored('autofill', chooseAutofill(autofill, field, chosen?.code ?? null));
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.code)} value={String(option.code)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The optional right aside (feature asideRight): who is signed in and the autofill choices.
 * The user may close it to give a list its width; the header's profile button opens it again.
 */
export function AsideRight({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  const profile = useStored('profile');
  const autofill = useStored('autofill');
  const empty = t('aside.empty');
  return (
    <Box component="aside" sx={{ width: ASIDE_RIGHT_WIDTH, flexShrink: 0, display: { xs: 'none', lg: 'block' }, borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar />
      <Stack spacing={2} sx={{ p: 2, position: 'sticky', top: 64 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('aside.title')}
          </Typography>
          <Tooltip title={t('aside.close')}>
            <IconButton size="small" edge="end" aria-label={t('aside.close')} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <ProfileLine label={t('aside.name')} value={profile?.fullname || profile?.username || empty} />
        <ProfileLine label={t('aside.role')} value={profile?.role_name || empty} />
        <ProfileLine label={t('aside.department')} value={profile?.department_name || empty} />
        {config.features.autofill && autofill && (
          <>
            <Divider />
            <Typography variant="subtitle2" component="h2">
              {t('aside.autofillTitle')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('aside.autofillHint')}
            </Typography>
            <AutofillSelect autofill={autofill} field="department_id" label={t('aside.autofillDepartment')} />
            <AutofillSelect autofill={autofill} field="project_id" label={t('aside.autofillProject')} />
          </>
        )}
      </Stack>
    </Box>
  );
}
