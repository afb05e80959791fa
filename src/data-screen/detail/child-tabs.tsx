import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRef, useState, type ReactNode } from 'react';
import type { ChildTab, ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import { HeightHold, type HeightHoldHandle } from '../../widgets/height-hold';

/** One child tab ready to render: its config and the module it shows. */
export interface ResolvedChildTab {
  tab: ChildTab;
  config: ModuleConfig;
}

/** Keeps the tabs the user may see: its permission, or the child's read permission (spec §6). */
export function visibleChildTabs(
  tabs: readonly ChildTab[] | undefined,
  modules: Record<string, ModuleConfig>,
  can: (permission: string) => boolean,
): ResolvedChildTab[] {
  return (tabs ?? []).flatMap((tab) => {
    const config = modules[tab.module];
    if (!config) {
      console.error(`Konfigurasi Field ${tab.module} Tidak ditemukan (child tab)`);
      return [];
    }
    return can(tab.permission ?? config.permission.read) ? [{ tab, config }] : [];
  });
}

const PILLS = {
  minHeight: 0,
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { minHeight: 0, borderRadius: 999, px: 2, py: 0.75, mr: 1, textTransform: 'none' },
  '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/** Where the tab shown is kept beyond the tabs (the URL): the module it names first, and each one chosen. */
export interface ChildTabMemory {
  /** The module of the tab to open on, null for the first. */
  initial: string | null;
  onChoose: (module: string) => void;
}

/**
 * The child (slave) modules below a detail, as tabs; pills when there is more than one (spec §2).
 * A chosen tab shows in the click's own render, then goes to `memory`; the tab is kept by
 * module, so it stays put when the tabs the user may see change. The tabs' body keeps its
 * height while a newly chosen tab loads its first rows (HeightHold).
 */
export function ChildTabs({ tabs, render, memory }: { tabs: ResolvedChildTab[]; render: (tab: ResolvedChildTab) => ReactNode; memory?: ChildTabMemory }) {
  const [chosen, setChosen] = useState(() => memory?.initial ?? null);
  const body = useRef<HeightHoldHandle>(null);
  if (tabs.length === 0) return null;
  const index = Math.max(0, tabs.findIndex(({ tab }) => tab.module === chosen));
  const current = tabs[index]!;
  const pills = tabs.length > 1;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Tabs
        value={index}
        onChange={(_event, value: number) => {
          const module = tabs[value]!.tab.module;
          body.current?.hold();
          setChosen(module);
          memory?.onChoose(module);
        }}
        variant="scrollable"
        scrollButtons="auto"
        sx={pills ? PILLS : undefined}
        data-variant={pills ? 'pills' : 'tabs'}
      >
        {tabs.map(({ tab, config }) => (
          <Tab key={tab.module} label={resolveText(tab.title ?? config.title)} />
        ))}
      </Tabs>
      <HeightHold ref={body} contentKey={current.tab.module} sx={{ pt: 2 }}>
        {render(current)}
      </HeightHold>
    </Paper>
  );
}
