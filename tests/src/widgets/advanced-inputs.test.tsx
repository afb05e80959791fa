import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import type { FieldConfig, FormSettings } from '../../../src/core/config/field-config';
import '../../../src/fields/inputs/advanced';
import { getFieldInput } from '../../../src/fields/registry';
import { fileOfSize, MB, renderWidget, setUpWidgetTests } from './widget-harness';

setUpWidgetTests();

function renderField(type: FormSettings['type'], initial: unknown, settings: Partial<FormSettings> = {}) {
  const field: FieldConfig = { id: 'berkas', data: 'berkas', label: 'Berkas' };
  const full: FormSettings = { type, ...settings };
  const Input = getFieldInput(type);
  let values: Record<string, unknown> = {};
  renderWidget(
    <Form
      onSubmit={() => undefined}
      initialValues={{ berkas: initial }}
      render={({ values: current }) => {
        values = current;
        return <Input field={field} settings={full} mode="create" name="berkas" label="Berkas" required={false} />;
      }}
    />,
  );
  return () => values.berkas;
}

describe('advanced inputs in the field registry', () => {
  it('registers every advanced form type', () => {
    for (const type of ['file', 'file-multiple', 'lookup-checkbox', 'lookup-radio', 'map', 'map-multiple', 'texteditor'] as const) {
      expect(getFieldInput(type).displayName ?? getFieldInput(type).name).not.toMatch(/Unknown/);
    }
  });

  it('gives the file type a 5 MB limit, shown as its label and as the error for a 5 MB file', async () => {
    renderField('file', null);
    expect(screen.getByText('Ukuran maksimal file yang diperbolehkan 5mb')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Berkas'), { target: { files: [fileOfSize(5 * MB)] } });
    await waitFor(() => expect(screen.getByText('Ukuran maksimal file yang diperbolehkan 5mb').closest('.Mui-error')).toBeTruthy());
  });

  it('honours option.max_size_mb of the file-multiple type', async () => {
    renderField('file-multiple', [], { option: { max_size_mb: 2 } });
    fireEvent.change(screen.getByLabelText('Berkas'), { target: { files: [fileOfSize(2 * MB)] } });
    expect(await screen.findByText('File terlalu besar')).toBeTruthy();
  });

  it('reads a stored url as the current file of the file type, offering a Word file for download', async () => {
    renderField('file', '/api/files/2024/kontrak.docx');
    fireEvent.click(screen.getByRole('button', { name: 'kontrak.docx' }));
    const preview = await screen.findByRole('dialog', { name: 'kontrak.docx' });
    expect(within(preview).getByText('Pratinjau tidak tersedia untuk jenis berkas ini. Unduh berkasnya untuk membukanya.')).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'Unduh' }).getAttribute('href')).toBe('/api/files/2024/kontrak.docx');
  });

  it('renders the lazily loaded map input without a geocoder', async () => {
    const read = renderField('map', { address: 'Kantor', lat: -6.99, lng: 110.42 });
    expect(await screen.findByRole('region', { name: 'Peta lokasi' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '-7.1' } });
    expect(read()).toEqual({ address: 'Kantor', lat: -7.1, lng: 110.42 });
  });
});
