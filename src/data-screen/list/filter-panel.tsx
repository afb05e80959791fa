import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import { DataForm } from '../form/data-form';

/** The filter form inline above the list or in a right sidebar with a backdrop (spec §2). */
export function FilterPanel(props: {
  config: ModuleConfig;
  open: boolean;
  placement: 'inline' | 'sidebar';
  filters?: Record<string, unknown>;
  onFilter: (filters: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { config, open, placement, filters, onFilter, onClose } = props;
  const { t } = useTranslation('data-screen');
  const form = <DataForm config={config} mode="filter" filters={filters} onFilter={onFilter} onCancel={onClose} compact />;
  if (placement === 'sidebar') {
    return (
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        // A modal panel is a dialog to assistive technology, named by its title.
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': t('title.filter', { title: resolveText(config.title) }), sx: { width: { xs: '100%', sm: 420 }, p: 3 } } }}
      >
        {open ? form : null}
      </Drawer>
    );
  }
  return (
    <Collapse in={open} unmountOnExit>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box>{form}</Box>
      </Paper>
    </Collapse>
  );
}
