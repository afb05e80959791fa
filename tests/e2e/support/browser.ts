import { type Browser, type BrowserContext, type Page, chromium, devices } from 'playwright-core';
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

/** The side menu's navigation landmark. */
export const sideMenu = (page: Page) => page.getByRole('navigation').first();
