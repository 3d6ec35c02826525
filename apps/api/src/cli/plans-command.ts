import { parseArgs } from 'node:util';
import { MAX_ROW_ID } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import type { PlanRow } from '../db/schema/index.ts';
import { addPlan } from '../premium/plans/add-plan.ts';
import { listAllPlans } from '../premium/plans/list-plans.ts';
import type { PlanValues } from '../premium/plans/plan-rules.ts';
import { monthlyPriceRial } from '../premium/plans/present-plan.ts';
import { deactivatePlan, updatePlan } from '../premium/plans/update-plan.ts';
import { UsageError } from './operator-command.ts';

const usage = `Usage: npm run plans -- <command>

  list
      Lists every plan, inactive ones too, in display order.
  add --name <name> --days <n> --price-rial <n> [--feature <text>]... [--highlighted] [--order <n>]
      [--screens <n>]
      Adds a plan, on sale at once. Prices are integer Rial in whole Toman (a multiple of 10),
      at least 10000. Screens: how many premium streams an account on the plan
      plays at once (1 to 10, default 1). Repeat --feature for each line of the plan's feature list.
  update <id> [--name …] [--days …] [--price-rial …] [--feature …]... [--highlighted true|false]
              [--order <n>] [--active true|false] [--screens <n>]
      Changes the given fields; --feature replaces the whole list. Orders already made keep the
      name, duration and price they were made with.
  deactivate <id>
      Takes a plan off sale; people who bought it keep their premium.

Running servers drop their cached plans at once; browsers may show the old ones for up to a minute.`;

const options = {
  name: { type: 'string' },
  days: { type: 'string' },
  'price-rial': { type: 'string' },
  feature: { type: 'string', multiple: true },
  highlighted: { type: 'string' },
  order: { type: 'string' },
  active: { type: 'string' },
  screens: { type: 'string' },
} as const;

const integer = (value: string | undefined, label: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(value)) throw new UsageError(`Invalid ${label}: ${value}\n\n${usage}`);
  return Number(value);
};

const flag = (value: string | undefined, label: string): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false')
    throw new UsageError(`Invalid ${label}: ${value} (true or false)\n\n${usage}`);
  return value === 'true';
};

const positiveId = (value: string | undefined): number => {
  const id = integer(value ?? '', 'plan id');
  if (id === undefined || id < 1 || id > MAX_ROW_ID)
    throw new UsageError(`Invalid plan id: ${value ?? '(missing)'}\n\n${usage}`);
  return id;
};

/** `--highlighted` alone means `--highlighted true`, so add and update read it the same way. */
function withFlagValues(argv: string[]): string[] {
  return argv.flatMap((arg, index) =>
    arg === '--highlighted' && !['true', 'false'].includes(argv[index + 1] ?? '')
      ? ['--highlighted=true']
      : [arg],
  );
}

const groupDigits = (value: number) => value.toLocaleString('en-US');

function describe(plan: PlanRow): string {
  const monthly = monthlyPriceRial(plan.priceRial, plan.durationDays);
  const what = [
    `#${plan.id}`,
    plan.active ? 'active' : 'inactive',
    `"${plan.name}"`,
    `${plan.durationDays} days`,
    `${groupDigits(plan.priceRial)} Rial`,
    monthly === null ? '' : `(${groupDigits(monthly)} Rial a month)`,
    `order ${plan.displayOrder}`,
    plan.highlighted ? 'highlighted' : '',
    plan.screens === 1 ? '1 screen' : `${plan.screens} screens`,
  ];
  return [what.filter(Boolean).join('  '), ...plan.features.map((feature) => `    - ${feature}`)].join('\n');
}

function fieldsFrom(values: ReturnType<typeof parse>['values']): Partial<PlanValues> {
  const fields: Partial<PlanValues> = {
    name: values.name,
    durationDays: integer(values.days, 'days'),
    priceRial: integer(values['price-rial'], 'price'),
    features: values.feature,
    highlighted: flag(values.highlighted, '--highlighted'),
    displayOrder: integer(values.order, 'order'),
    active: flag(values.active, '--active'),
    screens: integer(values.screens, 'screens'),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const parse = (argv: string[]) => parseArgs({ args: withFlagValues(argv), allowPositionals: true, options });

/** `npm run plans -- list|add|update|deactivate`: the plans on sale; returns what to print. */
export async function runPlansCommand(db: Database, argv: string[]): Promise<string> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const [command, ...rest] = parsed.positionals;
  const fields = fieldsFrom(parsed.values);
  const noFields = Object.keys(fields).length === 0;

  if (command === 'list' && rest.length === 0 && noFields) {
    const plans = await listAllPlans(db);
    return plans.length > 0 ? plans.map(describe).join('\n') : 'No plans.';
  }
  if (command === 'add' && rest.length === 0) {
    const { name, durationDays, priceRial } = fields;
    if (name === undefined || durationDays === undefined || priceRial === undefined || 'active' in fields) {
      throw new UsageError(usage);
    }
    return `Added.\n${describe(await addPlan(db, { ...fields, name, durationDays, priceRial }))}`;
  }
  if (command === 'update' && rest.length === 1 && !noFields) {
    return `Updated.\n${describe(await updatePlan(db, positiveId(rest[0]), fields))}`;
  }
  if (command === 'deactivate' && rest.length === 1 && noFields) {
    return `Deactivated.\n${describe(await deactivatePlan(db, positiveId(rest[0])))}`;
  }
  throw new UsageError(usage);
}
