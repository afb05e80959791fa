import { describe, expect, it } from 'vitest';
import { isPlainName } from '../../../server/accounts/plain-name.ts';

describe('a name fit for a mail', () => {
  it.each(['Siti Rahmawati', 'Ir. Budi Santoso, S.T., M.Kom.', "Made Ayu Dewi S.Kom", 'Nur Hasanah-Putri', 'Dr. H. Ahmad (Mandor)'])(
    'takes the name %s',
    (name) => expect(isPlainName(name)).toBe(true),
  );

  it.each([
    'Budi\r\nBcc: korban@example.test',
    'Budi\tSantoso',
    'Klik https://menang.example.test',
    'ftp://files.example.test',
    'Promo www.menang',
    'Hadiah di menang-besar.com',
    'Pajak djp.go.id palsu',
  ])('refuses %j', (name) => expect(isPlainName(name)).toBe(false));
});
