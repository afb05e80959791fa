import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { RichTextFrame } from './rich-text-frame';
import { RichTextToolbar } from './rich-text-toolbar';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextEditorProps {
  /** HTML. */
  value: string | null | undefined;
  /** Sanitised HTML; '' when the editor is empty. */
  onChange: (html: string) => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** The form's validation message. */
  error?: string;
  hint?: string;
  onBlur?: () => void;
}

/** What the editor's content is worth as a value: '' for an empty document, else sanitised HTML. */
function outputOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

/** Rich-text editor (spec §2, texteditor type): tiptap StarterKit with bold, italic, headings, lists and links. */
export function RichTextEditor({ value, onChange, label, required, disabled, error, hint, onBlur }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } })],
    content: sanitizeHtml(value ?? ''),
    editable: !disabled,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(outputOf(current)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (form reset, record loaded) replaces the content. An effect
  // may reconnect (Suspense, StrictMode) with an editor useEditor has since destroyed and
  // replaced, whose schema is gone: the next render brings the new one.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const incoming = sanitizeHtml(value ?? '');
    if (incoming !== outputOf(editor)) editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <RichTextFrame labelId={labelId} label={label} required={required} error={error} hint={hint} toolbar={editor && <RichTextToolbar editor={editor} disabled={disabled} />}>
      <EditorContent editor={editor} />
    </RichTextFrame>
  );
}

export default RichTextEditor;
