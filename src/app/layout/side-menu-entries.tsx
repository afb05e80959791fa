import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MenuEntry, MenuGroup, MenuLink, MenuModule } from '../../core/modules/side-menu';
import '../../core/menu-text';

function isActive(pathname: string, link: MenuLink): boolean {
  return pathname === link.route.fullPath || pathname.startsWith(`${link.route.fullPath}/`);
}

function LinkItem({ link, indent, onNavigate }: { link: MenuLink; indent: number; onNavigate: () => void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  return (
    <li>
      <ListItemButton component={NavLink} to={link.route.fullPath} selected={isActive(pathname, link)} onClick={onNavigate} sx={{ pl: indent, py: 0.5 }}>
        <ListItemText primary={t(link.route.titleKey)} slotProps={{ primary: { variant: 'body2' } }} />
      </ListItemButton>
    </li>
  );
}

function GroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(true);
  return (
    <li>
      <ListItemButton onClick={() => setOpen((value) => !value)} sx={{ pl: 4, py: 0.5 }} aria-expanded={open}>
        <ListItemText primary={t(group.labelKey)} slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit={false}>
        <List disablePadding>
          {group.links.map((link) => (
            <LinkItem key={link.route.name} link={link} indent={6} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

function EntryItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const { t } = useTranslation('menu');
  switch (entry.kind) {
    case 'link':
      return <LinkItem link={entry} indent={4} onNavigate={onNavigate} />;
    case 'group':
      return <GroupItem group={entry} onNavigate={onNavigate} />;
    case 'section':
      return (
        <ListSubheader disableSticky sx={{ pl: 4, lineHeight: 2.5, bgcolor: 'transparent', fontSize: 12, textTransform: 'uppercase' }}>
          {t(entry.labelKey)}
        </ListSubheader>
      );
    case 'separator':
      return (
        <li>
          <Divider textAlign="left" sx={{ pl: 2, my: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t(entry.labelKey)}
            </Typography>
          </Divider>
        </li>
      );
  }
}

function entryKey(entry: MenuEntry): string {
  if (entry.kind === 'link') return `link:${entry.route.name}`;
  if (entry.kind === 'group') return `group:${entry.key}`;
  return `${entry.kind}:${entry.labelKey}`;
}

/** One module block of the side menu, collapsible, open by default; every entry is an li, as a list holds only list items. */
export function SideMenuModule({ module, onNavigate }: { module: MenuModule; onNavigate: () => void }) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(true);
  const Icon = module.icon;
  return (
    <li>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} sx={{ mt: 0.5 }}>
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={t(module.titleKey)} slotProps={{ primary: { fontWeight: 600 } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open}>
        <List disablePadding>
          {module.entries.map((entry) => (
            <EntryItem key={entryKey(entry)} entry={entry} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}
