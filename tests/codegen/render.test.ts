// @vitest-environment node
import path from 'node:path';
import { Project, type SourceFile, ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { BANNER_PREFIX, constName, renderAll, renderIndex, renderModule } from '../../codegen/render.ts';
import { fixtureMetadata, loadFixture } from './fixtures.ts';

const ROOT = path.resolve('.');
const FIXTURES = ['audit-log', 'banner', 'blood-type', 'employee', 'equipment', 'presence-worker', 'project', 'skill', 'user', 'user-agreement'];

describe('generated module files', () => {
  it('are the same bytes on every run over the same metadata', () => {
    const first = renderAll(fixtureMetadata(FIXTURES));
    const second = renderAll(fixtureMetadata([...FIXTURES].reverse()));
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, text] of first) expect(Buffer.from(second.get(file)!)).toEqual(Buffer.from(text));
  });

  it('do not depend on the order of keys in the answer', () => {
    const meta = loadFixture('equipment');
    const shuffled = Object.fromEntries(Object.entries(meta).reverse()) as typeof meta;
    shuffled.fieldType = Object.fromEntries(Object.entries(meta.fieldType).reverse());
    expect(renderModule(shuffled)).toBe(renderModule(meta));
  });

  it('start with the banner naming their gen-model source and import only types', () => {
    const files = renderAll(fixtureMetadata(FIXTURES));
    expect([...files.keys()].filter((file) => !file.startsWith('modules/'))).toEqual(['index.ts', 'read-permissions.ts']);
    for (const [file, text] of files) {
      const [first] = text.split('\n');
      expect(first?.startsWith(BANNER_PREFIX)).toBe(true);
      expect(first).toContain(file.startsWith('modules/') ? `from /api/gen-model/${path.basename(file, '.ts')}.` : 'from /api/gen-model.');
      expect(first).toContain('Do not edit');
      const imports = text.split('\n').filter((line) => line.startsWith('import '));
      if (file === 'index.ts') {
        expect(imports[0]).toBe("import type { ModuleConfig } from '../src/core/config/module-config';");
        expect(imports.slice(1).every((line) => line.includes("from './modules/"))).toBe(true);
      } else if (file === 'read-permissions.ts') {
        expect(imports).toEqual(["import type { GeneratedModel } from './index';"]);
      } else {
        expect(imports).toEqual(["import type { ModuleConfig } from '../../src/core/config/module-config';"]);
      }
    }
  });

  it('name every model with its read permission, for the routes, and type the model names as the config map\'s keys', () => {
    const files = renderAll(fixtureMetadata(['presence-worker', 'equipment']));
    expect(files.get('read-permissions.ts')).toContain(
      "export const modelReadPermissions: Record<GeneratedModel, string> = {\n  equipment: 'view-equipment',\n  'presence-worker': 'view-presence-worker',\n};",
    );
    expect(files.get('index.ts')).toContain('} satisfies Record<string, ModuleConfig>;\n');
    expect(files.get('index.ts')).toContain('export type GeneratedModel = keyof typeof generatedModules;');
  });

  it('match the snapshot for equipment', async () => {
    await expect(renderModule(loadFixture('equipment'))).toMatchFileSnapshot('./__snapshots__/equipment.ts.snap');
  });

  it('match the snapshot for the read-only presence-worker', async () => {
    await expect(renderModule(loadFixture('presence-worker'))).toMatchFileSnapshot('./__snapshots__/presence-worker.ts.snap');
  });

  it('index the modules by name, sorted, quoting names that are not identifiers', () => {
    const index = renderIndex(['skill', 'presence-worker', 'equipment']);
    const entries = index.split('\n').filter((line) => /^ {2}\S.*: \w+Module,$/.test(line));
    expect(entries).toEqual(["  equipment: equipmentModule,", "  'presence-worker': presenceWorkerModule,", '  skill: skillModule,']);
    expect(constName('employee-request-change-detail')).toBe('employeeRequestChangeDetailModule');
  });

  it('type-check against src/core ModuleConfig', () => {
    const project = checker();
    const files = renderAll(fixtureMetadata(FIXTURES));
    // In memory only, at generated/'s place, so the import paths resolve to the real src/core.
    const sources = [...files].map(([file, text]) => project.createSourceFile(path.join(ROOT, 'generated', file), text, { overwrite: true }));
    expect(sources.flatMap((source) => messages(project, source))).toEqual([]);
  }, 30_000);

  it('would be caught by that type check if they broke the ModuleConfig type', () => {
    const project = checker();
    const broken = renderModule(loadFixture('equipment')).replace("type: 'select'", "type: 'dropdown'");
    const source = project.createSourceFile(path.join(ROOT, 'generated', 'modules', 'equipment.ts'), broken, { overwrite: true });
    expect(messages(project, source).join('\n')).toMatch(/dropdown/);
  }, 30_000);
});

/** A TypeScript program with the client's strictness, reading src/core from disk. */
function checker(): Project {
  return new Project({
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  });
}

function messages(project: Project, source: SourceFile): string[] {
  const program = project.getProgram();
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.compilerObject.messageText, '\n'),
  );
}
