// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapModel } from '../../codegen/map-model.ts';
import { loadSources } from '../../codegen/metadata-source.ts';
import { renderModule } from '../../codegen/render.ts';
import { loadFixture } from './fixtures.ts';

describe('pulling from the real server', () => {
  it('starts the server in-process on a throwaway database, signs in and pulls one model over HTTP', async () => {
    const { metadata } = await loadSources({ only: ['equipment'] });
    expect(metadata.models.map((summary) => summary.model)).toEqual(['equipment']);
    const [equipment] = metadata.details;
    expect(equipment?.fieldType.purchase_date).toBe('date');
    expect(equipment?.fieldRelation.equipment_type_id?.endpoint).toBe('/equipment-type');
    expect(mapModel(equipment!).fields.length).toBe(equipment!.fieldList.length);
    // The captured fixture is what the server answers today; when a model changes, recapture it.
    expect(renderModule(equipment!)).toBe(renderModule(loadFixture('equipment')));
    // Migrates an embedded database and starts the server: over 30 s with the suite beside stress-ng --cpu 2.
  }, 120_000);

  it('refuses --server without a token', async () => {
    const saved = process.env.CODEGEN_TOKEN;
    delete process.env.CODEGEN_TOKEN;
    try {
      await expect(loadSources({ server: 'http://127.0.0.1:9' })).rejects.toThrow(/--token or set CODEGEN_TOKEN/);
    } finally {
      if (saved !== undefined) process.env.CODEGEN_TOKEN = saved;
    }
  });
});
