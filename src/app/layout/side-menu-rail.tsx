import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuEntry, MenuLink, MenuModule } from '../../core/modules/side-menu';
import '../../core/menu-text';

interface RailSection {
  labelKey?: string;
  links: MenuLink[];
}

// The flyout has no room for nested groups: each group or section becomes a headed run of links.
function railSections(entries: readonly MenuEntry[]): RailSection[] {
  const sections: RailSection[] = [{ links: [] }];
  for (const entry of entries) {
    if (entry.kind === 'link') sections[sections.length - 1]!.links.push(entry);
    else if (entry.kind === 'group') sections.push({ labelKey: entry.labelKey, links: [...entry.links] }, { links: [] });
    else sections.push({ labelKey: entry.labelKey, links: [] });
  }
  return sections.filter((section) => section.links.length > 0);
}

/** One module of the side menu folded to icons: its icon, named by a tooltip, opens its links in a menu beside it. */
export function SideMenuRailModule({ module }: { module: MenuModule }) {
  const { t } = useTranslation('menu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = module.icon ?? FolderOutlinedIcon;
  const title = t(module.titleKey);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={title} placement="right">
        <IconButton aria-label={title} aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)} sx={{ mx: 'auto', my: 0.5 }}>
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': title, dense: true } }}
      >
        <ListSubheader sx={{ fontWeight: 700, lineHeight: 2.5 }}>{title}</ListSubheader>
        {railSections(module.entries).flatMap((section, index) => [
          section.labelKey ? (
            <ListSubheader key={`heading:${index}`} sx={{ lineHeight: 2.5, fontSize: 12, textTransform: 'uppercase' }}>
              {t(section.labelKey)}
            </ListSubheader>
          ) : null,
          ...section.links.map((link) => (
            <MenuItem key={link.route.name} component={NavLink} to={link.route.fullPath} onClick={close} sx={{ '&.active': { bgcolor: 'action.selected' } }}>
              {t(link.route.titleKey)}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
