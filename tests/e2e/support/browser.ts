import { type Browser, type BrowserContext, type Locator, type Page, chromium, devices } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../support/chromium.ts';
import { serverUrl } from './file-server.ts';

export const DEMO_PASSWORD = 'Demo#2026';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** A fresh desktop context (or a device's, with `device`) with its own storage. */
export async function newPage(browser: Browser, device?: keyof typeof devices): Promise<{ context: BrowserContext; page: Page }> {
  const options = device ? { ...devices[device] } : { viewport: { width: 1366, height: 850 } };
  const context = await browser.newContext({ ...options, baseURL: serverUrl() });
  // Actions wait for their element as long as expect.poll waits (vitest.config.ts): on a
  // busy two-core machine a screen may take that long, and a passing wait returns at once.
  context.setDefaultTimeout(90_000);
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login screen as a user would, in Indonesian. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username atau Email').fill(username);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  // main-module redirects to the first screen the user may read: /{module}/{route}.
  await page.waitForURL((url) => /^\/[^/]+\/[^/]+/.test(url.pathname));
}

/**
 * Holds the page's requests that match `patterns` until the test calls the function returned,
 * so it sees what the user sees while they are on their way; later ones pass straight on.
 */
export async function holdRequests(page: Page, ...patterns: (string | RegExp)[]): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const pattern of patterns) {
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/** The side menu's navigation landmark. */
export const sideMenu = (page: Page) => page.getByRole('navigation').first();

/**
 * Waits until the page's transitions have ended, as a user sees a menu or dialog once it has
 * opened (spinners run for ever and are not waited for). A click on a menu still growing can
 * press an option and release it beside the option once moved, which chooses nothing.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens a select by its combobox and answers the names of its options once they stand still. */
export async function openOptions(page: Page, combobox: Locator): Promise<string[]> {
  await combobox.click();
  const options = page.getByRole('option');
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  await transitionsEnded(page);
  return options.allTextContents();
}

/** Chooses `option` of a select as a user does: opens it, clicks the option, sees the list close. */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await openOptions(page, combobox);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}
