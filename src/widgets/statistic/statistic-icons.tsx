import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BlockIcon from '@mui/icons-material/Block';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import StarIcon from '@mui/icons-material/Star';
import WarningIcon from '@mui/icons-material/Warning';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** The icon names a statistic config may use; anything else that looks like a URL is an image. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  assignment: AssignmentIcon,
  block: BlockIcon,
  build: BuildIcon,
  business: BusinessIcon,
  check: CheckCircleIcon,
  event: EventIcon,
  groups: GroupsIcon,
  pending: HourglassEmptyIcon,
  person: PersonIcon,
  'person-off': PersonOffIcon,
  star: StarIcon,
  warning: WarningIcon,
  work: WorkIcon,
};

/** A statistic card's icon: a known name, an image URL, or a chart icon. */
export function StatisticIcon({ icon, color }: { icon?: string; color?: string }) {
  if (icon && /[/.]/.test(icon)) return <Box component="img" src={icon} alt="" sx={{ width: 40, height: 40 }} />;
  const Icon = (icon && ICONS[icon]) || BarChartIcon;
  return <Icon sx={{ fontSize: 40, color: color ?? 'primary.main' }} aria-hidden />;
}
