import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextPlaceholder } from '../../../src/widgets/rich-text';
import RichTextEditor from '../../../src/widgets/rich-text/rich-text-editor';
import { sanitizeHtml } from '../../../src/widgets/rich-text/sanitize-html';
import { renderWidget, setUpWidgetTests } from './widget-harness';

setUpWidgetTests();

describe('rich-text editor', () => {
  it('sanitises HTML: scripts, event handlers and javascript: links go', () => {
    const clean = sanitizeHtml('<p onclick="x()">Hai<script>alert(1)</script> <a href="javascript:alert(1)">x</a><img src=x onerror="y()"></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('Hai');
  });

  it('shows the sanitised value with its formatting toolbar', async () => {
    renderWidget(<RichTextEditor value="<h2>Judul</h2><p><strong>Tebal</strong><script>alert(1)</script></p>" onChange={vi.fn()} label="Deskripsi" />);
    expect(await screen.findByRole('toolbar', { name: 'Format teks' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tebal' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Judul' })).toBeTruthy();
    expect(document.querySelector('.tiptap script')).toBeNull();
  });

  it('stands in for the editor while it loads: its label, its tools disabled, the sanitised text, and nothing to type into', () => {
    renderWidget(<RichTextPlaceholder value={'<ol><li>Butir <strong>satu</strong></li></ol><script>alert(1)</script>'} label="Deskripsi" required />);
    expect(screen.getByText('Deskripsi')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Format teks' })).toBeTruthy();
    for (const tool of ['Tebal', 'Miring', 'Tautan']) expect((screen.getByRole('button', { name: tool }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('listitem').textContent).toBe('Butir satu');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    // Ending in a list, it ends in an empty paragraph as the editor's document does.
    expect(screen.getByRole('list').nextElementSibling?.outerHTML).toBe('<p><br></p>');
  });
});
