import { describe, expect, it } from 'vitest';
import { isPhoneOrTablet } from '../../../src/core/user-agent';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('mobile gate user-agent check (spec §1)', () => {
  it('gates phones and tablets', () => {
    expect(isPhoneOrTablet(IPHONE)).toBe(true);
    expect(isPhoneOrTablet(ANDROID_TABLET)).toBe(true);
  });

  it('lets desktops through', () => {
    expect(isPhoneOrTablet(DESKTOP)).toBe(false);
    expect(isPhoneOrTablet(MAC, 0)).toBe(false);
  });

  it('gates an iPad that reports itself as a Mac but has a touch screen', () => {
    expect(isPhoneOrTablet(MAC, 5)).toBe(true);
  });
});
