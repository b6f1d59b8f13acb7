// The students' applications' pipeline in the console (decision 0041): a centre with 2 seats
// and 3 applicants shortlisted at once seats the first two and waitlists the third; when the
// first withdraws, the third gets the seat.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteApi } from './support/api';
import { openCycleWithCentre } from './support/student-cycle';
import { axeViolations, logIn, navLink, openConsole, screenshot } from './support/console';
import { launchBrowser, type RunningSite, startSite } from './support/server';

const ADMIN = { username: 'pipeline.admin', password: 'rhododendron-2026-seats' };
let site: RunningSite;
let browser: Browser;
const api = siteApi(() => site);
const numbers: string[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  const { centre } = await openCycleWithCentre(site, api, ADMIN, {
    cycle: 'Seats',
    code: 'ST27',
    centre: 'GIC Dharchula',
    address: 'Market road',
    seats: 2,
  });
  // Three 18-year-olds consent for themselves: submitted at once, in this order.
  for (const [i, name] of ['Asha Negi', 'Bhavna Negi', 'Chandan Negi'].entries()) {
    const student = { full_name: name, date_of_birth: '2008-01-15', gender: 'female', class: '12', stream: 'pcm', self_consent: 'on' };
    const school = { school_name: 'GIC Dharchula', school_type: 'government', board: 'ubse', district: 'Pithoragarh', block: 'Dharchula' };
    const parent = { parent_name: 'Ramesh Negi', parent_relationship: 'father', parent_mobile: `98765000${i}${i}`, heard_from: 'school' };
    const rest = { action: 'submit', language: 'en', village: 'Dharchula', centre: String(centre.id), paper_language: 'hi' };
    numbers.push(
      (await api<{ number: string }>('POST', '/api/student-applications/', { ...student, ...school, ...parent, ...rest })).number,
    );
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

it('seats two of three at a 2-seat centre, and gives the third the seat the first releases', async () => {
  const { page, context, errors } = await openConsole(browser);
  try {
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await navLink(page, 'Applications').click();
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    const seatOf = (number: string) => page.getByRole('row').filter({ hasText: number }).getByRole('cell').nth(7).textContent();
    for (const number of numbers) await page.getByLabel(`Select ${number}`).check();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('3 moved; 3 parents messaged.').waitFor();
    expect([await seatOf(numbers[0]!), await seatOf(numbers[1]!), await seatOf(numbers[2]!)]).toEqual(['Yes', 'Yes', 'Waiting']);

    await page.getByLabel(`Select ${numbers[0]}`).check();
    await page.getByLabel('Move the selected to').selectOption('withdrawn');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('1 moved; 2 parents messaged.').waitFor();
    expect([await seatOf(numbers[0]!), await seatOf(numbers[2]!)]).toEqual(['Waiting', 'Yes']);
    await screenshot(page, 'student-pipeline');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
