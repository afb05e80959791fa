import { lazy } from 'react';

export type { RichTextEditorProps } from './rich-text-editor';
export { RichTextPlaceholder } from './rich-text-frame';

/** tiptap and ProseMirror are heavy: the editor loads on first use. */
export const LazyRichTextEditor = lazy(() => import('./rich-text-editor'));
