import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { iconExtension, type IconExtension } from './file-types';

const ICONS: Record<IconExtension, { icon: ComponentType<SvgIconProps>; color: string }> = {
  css: { icon: CodeIcon, color: '#264de4' },
  csv: { icon: TableChartIcon, color: '#1d6f42' },
  doc: { icon: DescriptionIcon, color: '#2b579a' },
  html: { icon: CodeIcon, color: '#e34c26' },
  jpeg: { icon: ImageIcon, color: '#8e44ad' },
  jpg: { icon: ImageIcon, color: '#8e44ad' },
  js: { icon: CodeIcon, color: '#c9a800' },
  mp4: { icon: MovieIcon, color: '#d35400' },
  pdf: { icon: PictureAsPdfIcon, color: '#d32f2f' },
  png: { icon: ImageIcon, color: '#16a085' },
  svg: { icon: ImageIcon, color: '#f39c12' },
  xls: { icon: TableChartIcon, color: '#1d6f42' },
  xlsx: { icon: TableChartIcon, color: '#1d6f42' },
  xml: { icon: CodeIcon, color: '#607d8b' },
  zip: { icon: FolderZipIcon, color: '#795548' },
};

export interface FileIconProps extends Omit<SvgIconProps, 'color'> {
  /** File name or URL; its extension picks the icon (spec §9, fallback jpg). */
  name: string;
}

/** The icon of a file by its extension. */
export function FileIcon({ name, ...rest }: FileIconProps) {
  const ext = iconExtension(name);
  const { icon: Icon, color } = ICONS[ext];
  return <Icon {...rest} sx={{ color, ...rest.sx }} data-extension={ext} />;
}
