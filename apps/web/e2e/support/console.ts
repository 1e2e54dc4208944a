import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/*
 * The staff console in the browser tests (issue 24): its origin in the stack under test and the
 * demo staff's sign-in. The seeded demo staff (packages/db/src/seed/data/staff.ts, docs/console.md)
 * have published passwords and TOTP secrets. The API accepts a code of the step before or after
 * the current one, but never of a step it accepted already: `totpCode` hands each sign-in the code of
 * a step not used yet in this run, whichever spec signed the member in before.
 */

export const CONSOLE = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3101';
export const STAFF_PASSWORD = 'StafKemudi2026';

const STEP_MS = 30_000;
/** The steps used in this run, per secret: a file, shared by every spec file and worker of the run (E2E_CLIENT_SECRET is the run's). */
const USED_STEPS = join(tmpdir(), `kemudi-e2e-totp-${createHash('sha256').update(process.env.E2E_CLIENT_SECRET ?? 'local').digest('hex').slice(0, 16)}.json`);

/**
 * The authenticator's code for a sign-in: of the current 30-second step, or — when this run used
 * that step for the member already — of the next one (inside the API's ±1 window). Only a third
 * sign-in of one member within a step has to wait for the step to turn, as a person would.
 */
export async function totpCode(secret: string): Promise<string> {
  const used = (existsSync(USED_STEPS) ? JSON.parse(readFileSync(USED_STEPS, 'utf8')) : {}) as Record<string, number>;
  const step = Math.max(Math.floor(Date.now() / STEP_MS), (used[secret] ?? -1) + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  writeFileSync(USED_STEPS, JSON.stringify({ ...used, [secret]: step }));
  return generate({ secret, epoch: (step * STEP_MS) / 1000 });
}

/** Password, then the authenticator's code (totpCode). */
export async function signIn(page: Page, member: { email: string; secret: string }) {
  await page.goto(`${CONSOLE}/masuk`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
  await page.getByLabel('Kode autentikator').fill(await totpCode(member.secret));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

/** The console's sidebar. */
export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsol' });

/** signIn, then waits for the console's shell with the member's name. */
export async function signInToConsole(page: Page, member: { name: string; email: string; secret: string }) {
  await signIn(page, member);
  await expect(page.getByLabel('Staf yang masuk')).toContainText(member.name);
}
