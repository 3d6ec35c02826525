import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type AdminPersonGap,
  type AdminTitleGap,
  adminPersianGapsQuerySchema,
  type PaginationMeta,
} from '@pardeh/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
  adminMessages,
  useListFilters,
} from '../../admin-shell/index.ts';
import { useAdminPersonGaps } from '../api/list-person-gaps.ts';
import { useAdminTitleGaps } from '../api/list-title-gaps.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import { useUpdateTitle } from '../api/update-title.ts';
import { GapEditor } from '../components/gap-editor.tsx';
import { adminCatalogueMessages } from '../messages.ts';

const text = adminCatalogueMessages.persianGaps;

const count = (value: number | null) => (value === null ? adminMessages.common.none : formatNumber(value));

const nameCell = (name: string, to: string, extra?: string) => (
  <Box sx={{ minWidth: 160 }}>
    <Typography component={Link} to={to} dir="auto" sx={{ fontWeight: 700 }}>
      {name}
    </Typography>
    {extra && (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {extra}
      </Typography>
    )}
  </Box>
);

const audience: AdminColumn<AdminTitleGap | AdminPersonGap>[] = [
  {
    key: 'views',
    label: text.columns.views,
    nowrap: true,
    render: (gap) => text.viewsCount(formatNumber(gap.views)),
  },
  { key: 'votes', label: text.columns.votes, nowrap: true, render: (gap) => count(gap.votes) },
];

function TitleGapEditor({ gap }: { gap: AdminTitleGap }) {
  const update = useUpdateTitle();
  return (
    <GapEditor
      label={text.editLabel(gap.titleFa ?? gap.titleEn)}
      fields={gap.missing.map((field) => ({
        name: field,
        label: text.fields[field],
        multiline: field === 'plotFa',
      }))}
      save={(values) => update.mutateAsync({ id: gap.id, body: { ifUpdatedAt: gap.updatedAt, ...values } })}
    />
  );
}

function PersonGapEditor({ gap }: { gap: AdminPersonGap }) {
  const update = useUpdatePerson();
  return (
    <GapEditor
      label={text.editLabel(gap.fullnameEn)}
      fields={[{ name: 'fullnameFa', label: text.fields.fullnameFa }]}
      save={(values) => update.mutateAsync({ id: gap.id, body: { ifUpdatedAt: gap.updatedAt, ...values } })}
    />
  );
}

const titleColumns: AdminColumn<AdminTitleGap>[] = [
  {
    key: 'name',
    label: text.columns.name,
    render: (gap) =>
      nameCell(gap.titleFa ?? gap.titleEn, `/admin/titles/${gap.id}`, gap.titleFa ? gap.titleEn : undefined),
  },
  {
    key: 'plotEn',
    label: text.columns.plotEn,
    render: (gap) => (
      <Typography variant="body2" dir="ltr" sx={{ maxWidth: 360, textAlign: 'left' }}>
        {gap.plotEn ?? adminMessages.common.none}
      </Typography>
    ),
  },
  ...audience,
  {
    key: 'edit',
    label: text.columns.edit,
    render: (gap) => <TitleGapEditor key={gap.updatedAt} gap={gap} />,
  },
];

const personColumns: AdminColumn<AdminPersonGap>[] = [
  {
    key: 'name',
    label: text.columns.name,
    render: (gap) => nameCell(gap.fullnameEn, `/admin/people/${gap.id}`),
  },
  ...audience,
  {
    key: 'edit',
    label: text.columns.edit,
    render: (gap) => <PersonGapEditor key={gap.updatedAt} gap={gap} />,
  },
];

/** `/admin/persian-gaps`: titles lacking a Persian title or plot. */
export function AdminTitleGapsPage() {
  const [filters, setFilters] = useListFilters(adminPersianGapsQuerySchema);
  const gaps = useAdminTitleGaps(filters.page ?? 1);
  return (
    <GapsPage kind="titles" query={gaps} onPage={(page) => setFilters({ page })}>
      {(rows) => (
        <AdminTable
          caption={text.titlesCaption}
          columns={titleColumns}
          rows={rows}
          rowKey={(gap) => gap.id}
          empty={text.empty}
        />
      )}
    </GapsPage>
  );
}

/** `/admin/persian-gaps/people`: people lacking a Persian name. */
export function AdminPersonGapsPage() {
  const [filters, setFilters] = useListFilters(adminPersianGapsQuerySchema);
  const gaps = useAdminPersonGaps(filters.page ?? 1);
  return (
    <GapsPage kind="people" query={gaps} onPage={(page) => setFilters({ page })}>
      {(rows) => (
        <AdminTable
          caption={text.peopleCaption}
          columns={personColumns}
          rows={rows}
          rowKey={(gap) => gap.id}
          empty={text.empty}
        />
      )}
    </GapsPage>
  );
}

/** The queue's frame: the header, the two tabs, the list's states, its count and pages. */
function GapsPage<Gap>({
  kind,
  query,
  onPage,
  children,
}: {
  kind: 'titles' | 'people';
  query: UseQueryResult<{ data: Gap[]; meta: PaginationMeta }>;
  onPage(page: number): void;
  children(rows: Gap[]): ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <Tabs
        value={kind}
        aria-label={text.tabs.label}
        textColor="secondary"
        indicatorColor="secondary"
        sx={{ mb: 2 }}
      >
        <Tab value="titles" label={text.tabs.titles} component={Link} to="/admin/persian-gaps" />
        <Tab value="people" label={text.tabs.people} component={Link} to="/admin/persian-gaps/people" />
      </Tabs>
      {query.isError && !query.data ? (
        <AdminLoadError error={query.error} retry={() => query.refetch()} title={text.loadError} />
      ) : !query.data ? (
        <AdminLoading />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {adminMessages.common.count(formatNumber(query.data.meta.total))}
          </Typography>
          {children(query.data.data)}
          <ListPageNumbers
            lastPage={query.data.meta.lastPage}
            page={query.data.meta.page}
            onChange={onPage}
          />
        </>
      )}
    </>
  );
}
