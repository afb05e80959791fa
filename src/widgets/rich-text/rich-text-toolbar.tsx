import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../core/widgets-text';

function Tool({ label, active, disabled, onClick, children }: { label: string; active: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <ToggleButton value={label} size="small" selected={active} disabled={disabled} onClick={onClick} aria-label={label} aria-pressed={active} sx={{ border: 0, minWidth: 34 }}>
      {children}
    </ToggleButton>
  );
}

/** Bold, italic, headings 2–3, lists and links for the rich-text editor. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation('widgets');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = String(editor.getAttributes('link').href ?? '');
    const href = window.prompt(t('richText.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Box role="toolbar" aria-label={t('richText.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
      <Tool label={t('richText.bold')} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.italic')} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.heading', { level: 2 })} active={state.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t('richText.heading', { level: 3 })} active={state.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t('richText.bulletList')} active={state.bullet} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.orderedList')} active={state.ordered} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.link')} active={state.link} disabled={disabled} onClick={setLink}>
        <LinkIcon fontSize="small" />
      </Tool>
      <Tool label={t('richText.unlink')} active={false} disabled={disabled || !state.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
        <LinkOffIcon fontSize="small" />
      </Tool>
    </Box>
  );
}
