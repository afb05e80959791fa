import { activeField, fileField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Mobile app: a home-screen banner, 16:9 at 1920x1080 (config-banners). */
export const banner: ModelDeclaration = {
  name: 'banner',
  table: 'banners',
  title: { id: 'Spanduk', en: 'Banner' },
  permission: 'banner',
  labelColumn: 'title',
  activeColumn: 'active',
  defaultSort: { column: 'sort_order', direction: 'asc' },
  fields: [
    fileField('image', { id: 'Gambar (16:9, 1920x1080)', en: 'Image (16:9, 1920x1080)' }, 'required|string|max:500'),
    textField('title', { id: 'Judul', en: 'Title' }, 'required|string|max:200'),
    { name: 'link_url', label: { id: 'Tautan URL', en: 'URL Link' }, rules: 'nullable|url|max:500', input: 'url' },
    { name: 'sort_order', label: { id: 'Urutan', en: 'Order' }, rules: 'required|integer|min:0', input: 'number', sortable: true },
    activeField(),
  ],
};
