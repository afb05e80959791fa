import InboxIcon from '@mui/icons-material/Inbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §8's empty list: '{search} tidak ditemukan' when searching, else 'Belum ada data yang ditambahkan'. */
export function ListEmpty({ search }: { search?: string }) {
  const { t } = useTranslation('data-screen');
  return (
    <Stack alignItems="center" spacing={1} sx={{ py: 5, px: 4, color: 'text.secondary', position: 'sticky', left: 0, width: 'fit-content', minWidth: { md: 480 } }}>
      <InboxIcon fontSize="large" />
      <Typography>{search ? t('empty.search', { search }) : t('empty.none')}</Typography>
    </Stack>
  );
}
