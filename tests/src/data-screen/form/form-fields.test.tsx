import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../../src/core/api-client';
import type { ModuleConfig } from '../../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { DataScreen } from '../../../../src/data-screen/data-screen';
import { server } from '../../support/msw';
import { renderScreen, signIn } from '../harness';

const config: ModuleConfig = {
  name: 'project',
  title: { id: 'Proyek', en: 'Project' },
  getter: '/project',
  setter: '/project',
  model_api: 'project',
  pk_field: 'id',
  permission: { create: 'create-project', read: 'view-project', update: 'update-project', delete: 'delete-project' },
  fields: [
    {
      id: 'is_high_risk',
      data: 'is_high_risk',
      label: { id: 'Risiko Tinggi', en: 'High Risk' },
      detail: { show: true, format: 'yes-no' },
      update: { show: true, type: 'checkbox', validation: 'boolean' },
    },
  ],
};

let saved: Record<string, unknown> | null = null;
beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
beforeEach(async () => {
  server.use(
    http.get('*/api/project/7/show', () => HttpResponse.json({ data: { id: 7, is_high_risk: true } })),
    http.put('*/api/project/update', async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ message: 'ok', data: saved });
    }),
  );
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});
afterEach(() => {
  cleanup();
  saved = null;
});

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('form inputs', () => {
  it('counts a click on a checkbox the moment the edit form opens from the detail, and saves it', async () => {
    renderScreen(<DataScreen config={config} />, '/screen?view=detail&id=7');
    const edit = await screen.findByRole('button', { name: 'Edit' });
    // Outside act(), as in the browser: the form opens in a navigation's non-urgent render,
    // with the record already cached by the detail, and the user clicks as soon as it shows.
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let shownBefore: boolean | undefined;
      let shownAfterClick: boolean | undefined;
      const userClicksOnSight = new MutationObserver(() => {
        const box = screen.queryByRole<HTMLInputElement>('checkbox', { name: 'Risiko Tinggi' });
        if (!box || shownAfterClick !== undefined) return;
        shownBefore = box.checked;
        box.click();
        shownAfterClick = box.checked;
      });
      userClicksOnSight.observe(document.body, { childList: true, subtree: true });
      edit.click();
      await waitFor(() => expect(shownAfterClick).toBeDefined());
      userClicksOnSight.disconnect();
      expect([shownBefore, shownAfterClick]).toEqual([true, false]);
      screen.getByRole('button', { name: 'Simpan' }).click();
      await waitFor(() => expect(saved).not.toBeNull());
      expect(saved).toMatchObject({ id: 7, is_high_risk: false });
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
