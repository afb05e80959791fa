// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDrift } from '../../codegen/drift.ts';
import { renderAll } from '../../codegen/render.ts';
import { unifiedDiff } from '../../codegen/unified-diff.ts';
import { writeOutput } from '../../codegen/write-output.ts';
import { fixtureMetadata } from './fixtures.ts';

const MODELS = ['equipment', 'presence-worker', 'skill'];

describe('drift detection (codegen:check)', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'codegen-drift-test-'));
    await writeOutput(dir, renderAll(fixtureMetadata(MODELS)));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('passes on a freshly generated copy', async () => {
    const report = await checkDrift(renderAll(fixtureMetadata(MODELS)), dir, 'generated');
    expect(report).toMatchObject({ ok: true, changed: [], missing: [], extra: [], text: '' });
  });

  it('fails on a hand-edited file with a diff naming the file and the line', async () => {
    const file = path.join(dir, 'modules', 'equipment.ts');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace("sort: { sort_by: 'created_at', sort: 'DESC' }", "sort: { sort_by: 'id', sort: 'DESC' }"));
    const report = await checkDrift(renderAll(fixtureMetadata(MODELS)), dir, 'generated');
    expect(report.ok).toBe(false);
    expect(report.changed).toEqual(['modules/equipment.ts']);
    expect(report.text).toContain('changed  generated/modules/equipment.ts');
    expect(report.text).toContain('--- a/generated/modules/equipment.ts');
    expect(report.text).toContain('+++ b/generated/modules/equipment.ts');
    expect(report.text).toContain("-  sort: { sort_by: 'id', sort: 'DESC' },");
    expect(report.text).toContain("+  sort: { sort_by: 'created_at', sort: 'DESC' },");
    expect(report.text).toContain('npm run codegen');
  });

  it('fails when a model was added on the server or a file was removed', async () => {
    await rm(path.join(dir, 'modules', 'skill.ts'));
    const report = await checkDrift(renderAll(fixtureMetadata([...MODELS, 'blood-type'])), dir, 'generated');
    expect(report.ok).toBe(false);
    expect(report.missing).toEqual(['modules/blood-type.ts', 'modules/skill.ts']);
    expect(report.changed).toEqual(['index.ts', 'read-permissions.ts']);
    expect(report.text).toContain("+  'blood-type': bloodTypeModule,");
    expect(report.text).toContain("+  'blood-type': 'view-blood-type',");
  });

  it('fails when a model is gone from the server but its file is still there', async () => {
    const report = await checkDrift(renderAll(fixtureMetadata(['equipment', 'skill'])), dir, 'generated');
    expect(report.extra).toEqual(['modules/presence-worker.ts']);
    expect(report.text).toContain('extra    generated/modules/presence-worker.ts');
  });
});

describe('writing the output', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'codegen-write-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('rewrites only changed files and deletes generated files of models that no longer exist', async () => {
    const first = await writeOutput(dir, renderAll(fixtureMetadata(MODELS)));
    expect(first.written).toEqual(['modules/equipment.ts', 'modules/presence-worker.ts', 'modules/skill.ts', 'index.ts', 'read-permissions.ts']);
    await writeFile(path.join(dir, 'notes.md'), 'hand-written\n');
    const second = await writeOutput(dir, renderAll(fixtureMetadata(['equipment', 'skill'])));
    expect(second.written).toEqual(['index.ts', 'read-permissions.ts']);
    expect(second.unchanged).toEqual(['modules/equipment.ts', 'modules/skill.ts']);
    expect(second.deleted).toEqual(['modules/presence-worker.ts']);
    expect(second.foreign).toEqual(['notes.md']);
    expect(await readFile(path.join(dir, 'notes.md'), 'utf8')).toBe('hand-written\n');
  });
});

describe('unified diff', () => {
  it('shows hunks with line numbers and context', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n') + '\n';
    const after = before.replace('e\n', 'E\n');
    expect(unifiedDiff(before, after, 'a/x', 'b/x')).toBe(['--- a/x', '+++ b/x', '@@ -2,7 +2,7 @@', ' b', ' c', ' d', '-e', '+E', ' f', ' g', ' h', ''].join('\n'));
    expect(unifiedDiff(before, before, 'a/x', 'b/x')).toBe('');
  });
});
