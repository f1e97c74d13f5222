import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import { addDays, TaskView } from '@innkeep/domain';
import { Page } from 'playwright-core';

import { createMemberKey, createWorkspaceFixture, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';

/** Screenshots are kept as test artefacts under the repository's tmp/ (not committed). */
const ARTEFACTS = resolve(__dirname, '../../../tmp/today-page');

/**
 * The Today page on a cleaner's phone (Debian's chromium at 360 × 740): a STAFF member signs in,
 * sees their tasks of today and tomorrow in due order with the next party's size (never the
 * guest), ticks the checklist, marks a task done, and the API shows it.
 */
describe('the Today page on a phone, in chromium', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;
  let cleaner: { email: string; key: string; userId: string };
  let today: string;
  let tomorrow: string;
  const tasks: Record<'turnover' | 'early' | 'late' | 'someoneElse' | 'unassigned', TaskView> = {} as never;
  const requested: string[] = [];
  const password = 'mop and bucket 2027';

  const api = async <T = any>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> => {
    const answer = await http<T>(`${servers.apiUrl}${path}`, { key: ws.writeKey, ...options });
    assert.ok(answer.status < 300, `${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const shownTaskIds = () => page.locator('article[data-task]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-task')));

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
    ws = await createWorkspaceFixture(servers.operator);
    cleaner = await createMemberKey(servers.operator, ws.workspaceId, 'STAFF');
    const colleague = await createMemberKey(servers.operator, ws.workspaceId, 'STAFF');
    const { hashPassword } = await import('@innkeep/auth');
    await servers.operator.setPasswordHash({ email: cleaner.email, passwordHash: await hashPassword(password) });
    await servers.operator.setPasswordHash({ email: ws.ownerEmail, passwordHash: await hashPassword(password) });
    today = (await api<{ nowLocal: string }>('/workspace')).nowLocal.slice(0, 10);
    tomorrow = addDays(today, 1);

    // Automatic cleanings go to the cleaner with the property's checklist.
    await api(`/properties/${ws.propertyId}/task-settings`, {
      method: 'PUT',
      body: { autoCleaning: true, checklist: ['Change the towels', 'Empty the bins', 'Restock coffee'], defaultAssigneeUserId: cleaner.userId },
    });
    const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', phone: '+351912345678' };
    const leaving = await api<{ id: string }>('/reservations', {
      method: 'POST',
      body: { unitId: ws.unitIds[0], arrivalDate: today, departureDate: tomorrow, source: 'MANUAL', guest },
    });
    await api('/reservations', {
      method: 'POST',
      body: { unitId: ws.unitIds[0], arrivalDate: tomorrow, departureDate: addDays(tomorrow, 2), source: 'MANUAL', guest, adults: 3, children: 1 },
    });
    const listed = await api<{ tasks: TaskView[] }>(`/tasks?from=${tomorrow}&to=${tomorrow}&type=CLEANING`);
    tasks.turnover = listed.tasks.find((task) => task.reservationId === leaving.id)!;
    assert.equal(tasks.turnover.sameDayTurnover, true);
    const make = (body: Record<string, unknown>) => api<TaskView>('/tasks', { method: 'POST', body: { unitId: ws.unitIds[1], dueDate: today, ...body } });
    tasks.late = await make({ type: 'INSPECTION', title: 'Check the smoke alarm', assigneeUserId: cleaner.userId });
    tasks.early = await make({
      type: 'CLEANING',
      title: 'Deep clean',
      dueBy: '10:00',
      notes: 'Key in the lockbox, code 4711',
      checklist: [{ label: 'Oven' }],
      assigneeUserId: cleaner.userId,
    });
    tasks.someoneElse = await make({ type: 'OTHER', title: 'Not yours', assigneeUserId: colleague.userId });
    tasks.unassigned = await make({ type: 'MAINTENANCE', title: 'Fix the tap', dueDate: tomorrow });

    await mkdir(ARTEFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    page.on('request', (request) => requested.push(request.url()));
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  it('signs a cleaner in onto Today: their tasks of today and tomorrow in due order, nobody else’s', async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill(cleaner.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/today$/);
    assert.deepEqual(await shownTaskIds(), [tasks.early.id, tasks.late.id, tasks.turnover.id]);
    assert.deepEqual(
      await page.locator('section[data-day]').evaluateAll((days) => days.map((day) => [day.getAttribute('data-day'), day.querySelectorAll('article').length])),
      [
        [today, 2],
        [tomorrow, 1],
      ],
    );
    const early = page.locator(`#${tasks.early.id}`);
    assert.match(await early.innerText(), /Due by 10:00/);
    assert.match(await early.innerText(), /Key in the lockbox, code 4711/);
    assert.match(await page.locator(`#${tasks.late.id}`).innerText(), /Due by the end of the day/);
    // The navigation leads nowhere a cleaner would be refused.
    assert.deepEqual(await page.locator('header nav a').allInnerTexts(), ['Today', 'Account']);
    assert.equal(await page.locator('#subscription-banner').count(), 0, 'the trial’s countdown is the owner’s business');
  });

  it('shows the turnover’s deadline and the next party’s size, and nothing of the guest or money', async () => {
    const turnover = page.locator(`#${tasks.turnover.id}`);
    const text = await turnover.innerText();
    assert.match(text, /Due by 15:00/);
    assert.match(text, /Same-day turnover/);
    assert.match(text, /Next arrival the same day: 3 adults, 1 child/);
    const whole = await page.content();
    assert.doesNotMatch(whole, /Ada|Lovelace|ada@example|912345678|EUR|€/);
  });

  it('fits 360 px without sideways scrolling, with boxes and a Done button big enough for a thumb', async () => {
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    const tick = await page.locator(`#${tasks.turnover.id} label.tick`).first().boundingBox();
    assert.ok(tick && tick.height >= 44, `a checklist row is ${tick?.height}px high`);
    const done = await page.locator(`#${tasks.turnover.id}`).getByRole('button', { name: 'Done' }).boundingBox();
    assert.ok(done && done.width >= 280 && done.height >= 44, `the Done button is ${done?.width}×${done?.height}px`);
    await page.screenshot({ path: resolve(ARTEFACTS, 'today-phone.png'), fullPage: true });
  });

  it('saves each box as it is ticked: the API has it, and a reload shows it', async () => {
    const card = page.locator(`#${tasks.turnover.id}`);
    await card.getByLabel('Change the towels').check();
    await card.getByLabel('Restock coffee').check();
    await card.locator('form[data-saved="yes"]').waitFor();
    assert.equal(await card.locator('.save-state').innerText(), 'Saved');
    assert.deepEqual((await api<TaskView>(`/tasks/${tasks.turnover.id}`)).checklist, [
      { label: 'Change the towels', done: true },
      { label: 'Empty the bins', done: false },
      { label: 'Restock coffee', done: true },
    ]);
    await page.reload();
    assert.deepEqual(
      await page
        .locator(`#${tasks.turnover.id} input[type=checkbox]`)
        .evaluateAll((boxes) => boxes.map((box) => (box as unknown as { checked: boolean }).checked)),
      [true, false, true],
    );
  });

  it('marks a task done with one button; the API and the calendar show it, and the page keeps it as done', async () => {
    await page.locator(`#${tasks.turnover.id}`).getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/notice=task-done/);
    assert.match(await page.locator('#flash').innerText(), /Marked done/);
    assert.equal(await page.locator(`#${tasks.turnover.id}`).getAttribute('data-status'), 'DONE');
    assert.equal(await page.locator(`#${tasks.turnover.id}`).getByRole('button', { name: 'Done' }).count(), 0);
    const task = await api<TaskView>(`/tasks/${tasks.turnover.id}`);
    assert.equal(task.status, 'DONE');
    assert.ok(task.completedAt);
    const calendar = await api(`/calendar?from=${tomorrow}&to=${tomorrow}&unitId=${ws.unitIds[0]}`);
    assert.equal(calendar.units[0].nights[0].cleaningPending, false);
    await page.screenshot({ path: resolve(ARTEFACTS, 'today-phone-done.png'), fullPage: true });
  });

  it('their Account page points them to Today, not to the host’s first steps', async () => {
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/account$/);
    assert.deepEqual(await page.locator('#getting-started a').allInnerTexts(), ['Today']);
    assert.equal(await page.getByRole('link', { name: 'Members and roles' }).count(), 0);
    await page.getByRole('link', { name: 'Today' }).first().click();
    await page.waitForURL(/\/today$/);
  });

  it('refuses a task that is not theirs, and loads nothing from another origin', async () => {
    const csrf = await page.locator('input[name=_csrf]').first().inputValue();
    const answer = await page.evaluate(
      async ([url, token]) =>
        (await fetch(url, { method: 'POST', body: new URLSearchParams({ _csrf: token, done: '0' }), headers: { Accept: 'application/json' } })).status,
      [`${origin}/today/tasks/${tasks.someoneElse.id}/checklist`, csrf],
    );
    assert.equal(answer, 404);
    assert.equal((await api<TaskView>(`/tasks/${tasks.someoneElse.id}`)).status, 'OPEN');
    assert.deepEqual(
      requested.filter((url) => new URL(url).origin !== origin),
      [],
    );
  });

  describe('the host’s board', () => {
    const card = (task: TaskView) => page.locator(`[data-board] [data-task="${task.id}"]`);

    beforeAll(async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/login/);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel('E-mail').fill(ws.ownerEmail);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/account/);
      await page.getByRole('link', { name: 'Tasks', exact: true }).click();
      await page.waitForURL(/\/tasks/);
    });

    it('shows every task by unit and day, the cleaner’s done one as done', async () => {
      const placed = async (task: TaskView) =>
        card(task).evaluate((node) => [
          node.closest('tr')?.getAttribute('data-unit'),
          node.closest('td')?.getAttribute('data-day'),
          node.getAttribute('data-status'),
        ]);
      assert.deepEqual(await placed(tasks.turnover), [ws.unitIds[0], tomorrow, 'DONE']);
      assert.deepEqual(await placed(tasks.early), [ws.unitIds[1], today, 'OPEN']);
      assert.deepEqual(await placed(tasks.someoneElse), [ws.unitIds[1], today, 'OPEN']);
      assert.deepEqual(await placed(tasks.unassigned), [ws.unitIds[1], tomorrow, 'OPEN']);
      assert.match(await card(tasks.turnover).innerText(), new RegExp(cleaner.email.replace(/[.]/g, '\\.')));
      await page.screenshot({ path: resolve(ARTEFACTS, 'board-desktop.png'), fullPage: true });
    });

    it('assigns a task to the cleaner and moves it a day: the API and the cleaner’s own list show it', async () => {
      const later = addDays(tomorrow, 1);
      await card(tasks.unassigned).getByLabel('Assignee of Fix the tap').selectOption({ label: cleaner.email });
      await card(tasks.unassigned).getByLabel('Due day of Fix the tap').fill(later);
      await card(tasks.unassigned).getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/notice=task-assigned/);
      assert.match(await page.locator('#flash').innerText(), /Task saved/);
      assert.equal(await card(tasks.unassigned).evaluate((node) => node.closest('td')?.getAttribute('data-day')), later);
      const saved = await api<TaskView>(`/tasks/${tasks.unassigned.id}`);
      assert.deepEqual([saved.assigneeUserId, saved.dueDate], [cleaner.userId, later]);
      const mine = await http<{ tasks: TaskView[] }>(`${servers.apiUrl}/tasks?assignee=me&from=${later}&to=${later}`, { key: cleaner.key });
      assert.deepEqual(
        mine.body.tasks.map((task) => task.id),
        [tasks.unassigned.id],
      );
    });

    it('the host’s calendar marks the nights whose cleaning is not done, each linking to that day on the board', async () => {
      const month = today.slice(0, 7);
      await page.goto(`${origin}/calendar?month=${month}`);
      const marked = await page
        .locator('tr[data-unit-id] td:has([data-cleaning-pending])')
        .evaluateAll((cells) => cells.map((cell) => `${cell.closest('tr')?.getAttribute('data-unit-id')} ${cell.getAttribute('data-date')}`));
      // Open cleanings: the deep clean today, the second stay's turnover; the first turnover is done.
      const expected = [`${ws.unitIds[1]} ${today}`, `${ws.unitIds[0]} ${addDays(tomorrow, 2)}`].filter((entry) => entry.slice(-10, -3) === month);
      assert.deepEqual(marked.sort(), expected.sort());
      assert.equal(
        await page.locator(`tr[data-unit-id="${ws.unitIds[1]}"] td[data-date="${today}"] [data-cleaning-pending]`).getAttribute('href'),
        `/tasks?from=${today}`,
      );
    });
  });
});
