import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { picNumberToCopy } from '../../../../src/core/auth/pic-contact';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { WaitingAccountScreen } from '../../../../src/screens/waiting-account/waiting-account-screen';
import { appConfigHandler, renderAccountScreen } from './account-harness';
import { server } from '../../support/msw';

beforeEach(() => server.use(appConfigHandler));
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  writeText.mockReset();
});

beforeEach(async () => {
  writeText.mockResolvedValue(undefined);
  initI18n('id');
  await i18next.changeLanguage('id');
});

describe('waiting account (spec §2)', () => {
  it('copies the number after the dash and says Nomor PIC sudah dicopy', async () => {
    renderAccountScreen('/waiting-account', <WaitingAccountScreen />, '/waiting-account', {
      user: { id: 4, fullname: 'Budi Santoso', department_id: 1 },
      department: { id: 1, department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801' },
    });
    expect(screen.getByText(/menunggu persetujuan Admin Departemen/)).toBeTruthy();
    expect(screen.getByTestId('pic-contact').textContent).toBe('Rina Wulandari - 081234567801');
    fireEvent.click(screen.getByRole('button', { name: 'Salin nomor PIC' }));
    expect(await screen.findByText('Nomor PIC sudah dicopy')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('081234567801');
  });

  it('looks the PIC up through /no-auth/departments when only the user is known', async () => {
    server.use(
      http.get('*/api/no-auth/departments', () =>
        HttpResponse.json({ data: [{ id: 2, department_name: 'Departemen Infrastruktur 1', contact_pic: 'Bambang Sutrisno - 081234567802' }] }),
      ),
    );
    renderAccountScreen('/waiting-account', <WaitingAccountScreen />, '/waiting-account', { user: { id: 5, username: 'andi', department_id: 2 } });
    await waitFor(() => expect(screen.getByTestId('pic-contact').textContent).toBe('Bambang Sutrisno - 081234567802'));
    fireEvent.click(screen.getByRole('button', { name: 'Salin nomor PIC' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('081234567802'));
  });

  it('copies the whole contact when it has no dash', () => {
    expect(picNumberToCopy('081234567801')).toBe('081234567801');
    expect(picNumberToCopy('Siti Nur-Aini - 0812 3456 7890')).toBe('0812 3456 7890');
    expect(picNumberToCopy('Rina-081234567801')).toBe('081234567801');
  });
});
