import type { AdminPlan } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
} from '../../admin-shell/index.ts';
import { useAdminPlans } from '../api/list-plans.ts';
import { PlanScreensForm } from '../components/plan-screens-form.tsx';
import { adminPlansMessages as text } from '../messages.ts';

const columns: AdminColumn<AdminPlan>[] = [
  {
    key: 'name',
    label: text.name,
    render: (plan) => (plan.active ? plan.name : `${plan.name} (${text.inactive})`),
  },
  {
    key: 'duration',
    label: text.duration,
    nowrap: true,
    render: (plan) => text.days(formatNumber(plan.durationDays)),
  },
  { key: 'screens', label: text.screens, render: (plan) => <PlanScreensForm plan={plan} /> },
];

/** `/admin/plans`: every plan with the number of screens it plays on at once. */
export function AdminPlansPage() {
  const query = useAdminPlans();
  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      {query.isError && !query.data ? (
        <AdminLoadError error={query.error} retry={() => query.refetch()} title={text.loadError} />
      ) : !query.data ? (
        <AdminLoading />
      ) : (
        <AdminTable
          caption={text.title}
          columns={columns}
          rows={query.data}
          rowKey={(plan) => plan.id}
          empty={text.empty}
        />
      )}
    </>
  );
}
