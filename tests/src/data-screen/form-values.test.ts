import { describe, expect, it } from 'vitest';
import type { FieldConfig, FormSettings } from '../../../src/core/config/field-config';
import { buildPayload } from '../../../src/data-screen/form/form-values';
import type { ViewField } from '../../../src/data-screen/view-fields';

const field = (id: string, type: FormSettings['type']): ViewField<FormSettings> =>
  ({ field: { id, data: id, label: id } as FieldConfig, settings: { show: true, type } }) as ViewField<FormSettings>;

describe('the submitted payload', () => {
  it('survives an empty first field (an optional photo left blank)', () => {
    const payload = buildPayload([field('photo', 'file'), field('name', 'text'), field('price', 'number')], { name: '  Excavator  ' }, 'create');
    expect(payload).toEqual({ name: 'Excavator', price: 0 });
  });
});
