import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../core/sanitize-html';
import '../../core/widgets-text';

// The editor's frame, toolbar and placeholder, apart from tiptap: the placeholder stands in
// the editor's place, at its size, while tiptap's code loads, so the fields below stay put.

/** The toolbar's tools, in order. */
export type RichTextTool = 'bold' | 'italic' | 'h2' | 'h3' | 'bullet' | 'ordered' | 'link' | 'unlink';

const TOOLS: { tool: RichTextTool; label: (t: TFunction<'widgets'>) => string; icon: ReactNode }[] = [
  { tool: 'bold', label: (t) => t('richText.bold'), icon: <FormatBoldIcon fontSize="small" /> },
  { tool: 'italic', label: (t) => t('richText.italic'), icon: <FormatItalicIcon fontSize="small" /> },
  { tool: 'h2', label: (t) => t('richText.heading', { level: 2 }), icon: 'H2' },
  { tool: 'h3', label: (t) => t('richText.heading', { level: 3 }), icon: 'H3' },
  { tool: 'bullet', label: (t) => t('richText.bulletList'), icon: <FormatListBulletedIcon fontSize="small" /> },
  { tool: 'ordered', label: (t) => t('richText.orderedList'), icon: <FormatListNumberedIcon fontSize="small" /> },
  { tool: 'link', label: (t) => t('richText.link'), icon: <LinkIcon fontSize="small" /> },
  { tool: 'unlink', label: (t) => t('richText.unlink'), icon: <LinkOffIcon fontSize="small" /> },
];

export interface RichTextToolbarViewProps {
  /** Which tools' marks the selection has. */
  active: Partial<Record<RichTextTool, boolean>>;
  disabled?: boolean;
  /** Applies a tool; without it (no editor yet) every tool is disabled. */
  onTool?: (tool: RichTextTool) => void;
}

/** Bold, italic, headings 2–3, lists and links; unlink only within a link. */
export function RichTextToolbarView({ active, disabled, onTool }: RichTextToolbarViewProps) {
  const { t } = useTranslation('widgets');
  return (
    <Box role="toolbar" aria-label={t('richText.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
      {TOOLS.map(({ tool, label, icon }) => {
        const selected = tool !== 'unlink' && Boolean(active[tool]);
        return (
          <ToggleButton
            key={tool}
            value={tool}
            size="small"
            selected={selected}
            disabled={disabled || !onTool || (tool === 'unlink' && !active.link)}
            onClick={() => onTool?.(tool)}
            aria-label={label(t)}
            aria-pressed={selected}
            sx={{ '&, &.Mui-disabled': { border: 0 }, minWidth: 34 }}
          >
            {icon}
          </ToggleButton>
        );
      })}
    </Box>
  );
}

/**
 * The content's box: tiptap's editable one, and the placeholder's. A list item's margin is its
 * paragraph's (tiptap's items hold one, the placeholder's HTML may not): the two collapse into
 * one, so both show the same spacing.
 */
const CONTENT = { minHeight: 160, p: 1.5, outline: 'none', '& p, & li': { my: 0.5 } } as const;

export interface RichTextFrameProps {
  labelId: string;
  label: string;
  required?: boolean;
  /** The form's validation message. */
  error?: string;
  hint?: string;
  busy?: boolean;
  toolbar: ReactNode;
  children: ReactNode;
}

/** The label, the bordered box of toolbar and content, and the message below. */
export function RichTextFrame({ labelId, label, required, error, hint, busy, toolbar, children }: RichTextFrameProps) {
  return (
    <Box aria-busy={busy || undefined}>
      <FormLabel id={labelId} required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .tiptap': CONTENT,
        }}
      >
        {toolbar}
        {children}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : hint && <FormHelperText>{hint}</FormHelperText>}
    </Box>
  );
}

export interface RichTextPlaceholderProps {
  value: string | null | undefined;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

/**
 * The editor while its code loads: its frame and toolbar, disabled, and the value as it will
 * show, so the form keeps its layout and the text is there to read from the first moment.
 */
export function RichTextPlaceholder({ value, ...frame }: RichTextPlaceholderProps) {
  const labelId = useId();
  const html = sanitizeHtml(value ?? '');
  // tiptap ends a document that ends in anything but a paragraph (a list, a heading, nothing)
  // with an empty paragraph for the caret (StarterKit's TrailingNode): so does its stand-in.
  const shown = /<\/p>\s*$/i.test(html) ? html : `${html}<p><br></p>`;
  return (
    <RichTextFrame labelId={labelId} busy toolbar={<RichTextToolbarView active={{}} />} {...frame}>
      <Box sx={CONTENT} dangerouslySetInnerHTML={{ __html: shown }} />
    </RichTextFrame>
  );
}
