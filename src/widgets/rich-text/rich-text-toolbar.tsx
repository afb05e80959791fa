import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { type RichTextTool, RichTextToolbarView } from './rich-text-frame';
import '../../core/widgets-text';

/** The editor's toolbar: each tool's state follows the selection, and a click applies it. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation('widgets');
  const active = useEditorState({
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
  const apply: Record<RichTextTool, () => void> = {
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    h2: () => chain().toggleHeading({ level: 2 }).run(),
    h3: () => chain().toggleHeading({ level: 3 }).run(),
    bullet: () => chain().toggleBulletList().run(),
    ordered: () => chain().toggleOrderedList().run(),
    link: setLink,
    unlink: () => chain().extendMarkRange('link').unsetLink().run(),
  };
  return <RichTextToolbarView active={active} disabled={disabled} onTool={(tool) => apply[tool]()} />;
}
