import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plan } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentsCommand } from '../../src/cli/payments-command.ts';
import { runPlansCommand } from '../../src/cli/plans-command.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { messages } from '../../src/messages.ts';
import { createPaymentGateways } from '../../src/premium/gateways/configured-gateways.ts';
import { decideSandboxPayment } from '../../src/premium/gateways/sandbox-gateway.ts';
import { startCheckout } from '../../src/premium/orders/start-checkout.ts';
import { operatorCommandOutcome } from '../support/operator-command-outcome.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

describe(`plans API (${testDatabaseKind()})`, () => {
  const server = useTestApp();

  it('lists the active plans in display order, in integer Rial with the monthly price of longer ones', async () => {
    const response = await fetch(`${server.url}/api/premium/plans`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const etag = response.headers.get('etag');
    const { data } = await readJson<{ data: Plan[] }>(response);
    expect(
      data.map(({ id, durationDays, priceRial, monthlyPriceRial, highlighted }) => ({
        id,
        durationDays,
        priceRial,
        monthlyPriceRial,
        highlighted,
      })),
    ).toEqual([
      { id: 1, durationDays: 30, priceRial: 1_190_000, monthlyPriceRial: null, highlighted: false },
      // 3,290,000 × 30 / 90 = 1,096,666.67 Rial, rounded down to whole Toman.
      { id: 2, durationDays: 90, priceRial: 3_290_000, monthlyPriceRial: 1_096_660, highlighted: false },
      { id: 3, durationDays: 180, priceRial: 5_990_000, monthlyPriceRial: 998_330, highlighted: true },
      { id: 4, durationDays: 365, priceRial: 10_990_000, monthlyPriceRial: 903_280, highlighted: false },
    ]);
    expect(data[0]?.name).toBe('اشتراک یک‌ماهه');
    expect(data[0]?.features.length).toBeGreaterThan(0);
    const cached = await fetch(`${server.url}/api/premium/plans`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(cached.status).toBe(304);
  });

  it('shows one active plan; an inactive or unknown one answers a Persian 404', async () => {
    const one = await fetch(`${server.url}/api/premium/plans/3`);
    expect(one.status).toBe(200);
    expect((await readJson<{ data: Plan }>(one)).data).toMatchObject({
      id: 3,
      durationDays: 180,
      highlighted: true,
    });
    const [{ id }] = (await server.database.sql.query<{ id: number }>(
      `INSERT INTO plans (name, duration_days, price_rial, active) VALUES ('کنار رفته', 30, 990000, false) RETURNING id`,
    )) as [{ id: number }];
    for (const missing of [id, 9999]) {
      const response = await fetch(`${server.url}/api/premium/plans/${missing}`);
      expect(response.status).toBe(404);
      expect((await readJson(response)).message).toBe(messages.premium.planNotFound);
    }
    expect((await fetch(`${server.url}/api/premium/plans/abc`)).status).toBe(422);
  });

  it('lists the gateways on offer: the sandbox, marked as a test, without a real one', async () => {
    const response = await fetch(`${server.url}/api/premium/gateways`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [{ id: 'sandbox', name: messages.paymentGateways.sandboxName, test: true }],
    });
  });

  it('documents every premium route and its schemas in the OpenAPI document', async () => {
    const document = await readJson<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    }>(await fetch(`${server.url}/api/openapi.json`));
    for (const [path, method, signedIn] of [
      ['/api/premium/plans', 'get', false],
      ['/api/premium/plans/{id}', 'get', false],
      ['/api/premium/gateways', 'get', false],
      ['/api/user/join2', 'post', true],
      ['/api/user/reserve2', 'post', true],
      ['/api/payments/callback/{id}', 'get', false],
      ['/api/user/orders', 'get', true],
      ['/api/user/orders/{id}', 'get', true],
      ['/api/user/redeem', 'post', true],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toMatchObject({ tags: ['premium'] });
      expect(operation?.security !== undefined, `${method} ${path}`).toBe(signedIn);
    }
    for (const name of [
      'Plan',
      'PaymentGateway',
      'JoinBody',
      'GiftBody',
      'Checkout',
      'Order',
      'RedeemBody',
      'RedeemResult',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
  });

  it('the database refuses prices that are not whole Toman or below the minimum', async () => {
    for (const price of [1_190_005, 9_990, 0]) {
      await expect(
        server.database.sql.query(
          `INSERT INTO plans (name, duration_days, price_rial) VALUES ('x', 30, $1)`,
          [price],
        ),
      ).rejects.toThrow();
    }
  });
});

describe(`npm run plans and npm run payments (${testDatabaseKind()})`, () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let config: AppConfig;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-premium-cli-'));
    database = await openTestDatabase();
    config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: 'https://pardeh.example' });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const plans = (args: string[]) => operatorCommandOutcome(() => runPlansCommand(database.db, args));
  const payments = (args: string[]) =>
    operatorCommandOutcome(() => runPaymentsCommand(database.db, config, args));

  it('lists, adds, updates and deactivates plans, refusing what the database would', async () => {
    const listed = await plans(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('#3  active  "اشتراک شش‌ماهه"  180 days  5,990,000 Rial');
    expect(listed.stdout).toContain('highlighted');

    const added = await plans([
      'add',
      '--name',
      'اشتراک دوهفته‌ای',
      '--days',
      '14',
      '--price-rial',
      '590000',
      '--feature',
      'تماشای فایل‌های ویژه',
      '--feature',
      'کیفیت 1080p',
      '--highlighted',
      '--order',
      '0',
    ]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const id = Number(/#(\d+)/.exec(added.stdout)?.[1]);
    expect(added.stdout).toContain('"اشتراک دوهفته‌ای"  14 days  590,000 Rial  order 0  highlighted');
    expect(added.stdout).toContain('    - کیفیت 1080p');

    expect(added.stdout).toContain('highlighted  1 screen');
    const updated = await plans([
      'update',
      String(id),
      '--price-rial',
      '650000',
      '--highlighted',
      'false',
      '--screens',
      '3',
    ]);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain('650,000 Rial');
    expect(updated.stdout).toContain('3 screens');
    expect(updated.stdout).not.toContain('highlighted');

    const deactivated = await plans(['deactivate', String(id)]);
    expect(deactivated.stdout).toContain(`#${id}  inactive`);

    for (const [args, error] of [
      [['add', '--name', 'x', '--days', '30', '--price-rial', '1190005'], 'multiple of 10'],
      [['update', '999', '--days', '30'], 'No plan with id 999'],
      [['update', String(id), '--screens', '11'], 'screens must be a whole number from 1 to 10'],
      [['add', '--name', 'x'], 'Usage: npm run plans'],
    ] as const) {
      const result = await plans([...args]);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(error);
    }
  });

  it('reconciles an order paid before the callback, then lists and shows it with its history', async () => {
    const orderId = await (async () => {
      const [user] = await database.sql.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash) VALUES ('خریدار', 'buyer@example.com', 'x') RETURNING id`,
      );
      const gateways = createPaymentGateways(config, database.db);
      const deps = {
        db: database.db,
        gateways,
        mailer: { sendInBackground: () => {} },
        publicUrl: config.publicUrl,
        log: console,
      };
      const checkout = await startCheckout(
        deps,
        { id: user?.id ?? 0, email: 'buyer@example.com' },
        { kind: 'subscription', planId: 1 },
      );
      const authority = decodeURIComponent(new URL(checkout.redirectUrl).pathname.split('/').pop() ?? '');
      await decideSandboxPayment(database.db, authority, 'pay');
      await database.sql.query(
        `UPDATE payment_orders SET created_at = now() - interval '20 minutes' WHERE id = $1`,
        [checkout.orderId],
      );
      return checkout.orderId;
    })();

    const reconciled = await payments(['reconcile']);
    expect(reconciled.stderr).toBe('');
    expect(reconciled.stdout).toContain(`#${orderId}  paid`);
    expect(reconciled.stdout).toContain('1 order(s) checked, 1 credited.');
    expect((await payments(['reconcile'])).stdout).toContain('Nothing to reconcile.');
    // The receipt went to the outbox (no SMTP_URL), as the server's would.
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).some((file) => file.endsWith('.eml'))).toBe(true);

    const listed = await payments(['list', '--status', 'paid']);
    expect(listed.stdout).toContain(`#${orderId}  paid  subscription`);
    expect(listed.stdout).toContain('1,190,000 Rial  sandbox  ref ');
    const shown = await payments(['show', String(orderId)]);
    expect(shown.stdout).toContain('(new) -> pending  subscription order created');
    expect(shown.stdout).toContain('pending -> paid  reconcile: the gateway verified the payment');
    expect(
      (
        await database.sql.query<{ premium_plan_id: number }>(
          `SELECT premium_plan_id FROM users WHERE email = 'buyer@example.com'`,
        )
      )[0]?.premium_plan_id,
    ).toBe(1);

    expect((await payments(['show', '999999'])).stderr).toContain('No order with id 999999');
    expect((await payments(['list', '--status', 'done'])).code).toBe(1);
  });
});
