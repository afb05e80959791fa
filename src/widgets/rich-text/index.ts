import { preloadable } from '../../core/preloadable';
import type { RichTextEditorProps } from './rich-text-editor';

export type { RichTextEditorProps } from './rich-text-editor';
export { RichTextPlaceholder } from './rich-text-frame';

/** tiptap and ProseMirror are heavy: the editor loads on first use. */
const richTextEditor = preloadable<RichTextEditorProps>(async () => (await import('./rich-text-editor')).default);
export const LazyRichTextEditor = richTextEditor.Component;
export const preloadRichTextEditor = richTextEditor.preload;
