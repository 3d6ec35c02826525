import MergeTypeRounded from '@mui/icons-material/MergeTypeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PersonDuplicatePair } from '@pardeh/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
  adminMessages,
  ConfirmDialog,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useAdminPersonDuplicates } from '../api/list-person-duplicates.ts';
import { useMergePeople } from '../api/merge-people.ts';
import { adminCatalogueMessages } from '../messages.ts';

const text = adminCatalogueMessages.duplicates;
type DuplicatePerson = PersonDuplicatePair['people'][number];

const nameOf = (person: DuplicatePerson) => person.fullnameFa ?? person.fullnameEn;

function PersonCell({ person }: { person: DuplicatePerson }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography component={Link} to={`/admin/people/${person.id}`} sx={{ fontWeight: 700 }}>
        {nameOf(person)}
      </Typography>
      {person.fullnameFa && (
        <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'end' }}>
          {person.fullnameEn}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.credits(formatNumber(person.credits))}
      </Typography>
      <Typography
        variant="caption"
        dir="ltr"
        component="div"
        sx={{ color: 'text.secondary', textAlign: 'end' }}
      >
        {[person.imdbId, ...person.sources].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** `/admin/people/duplicates`: likely pairs of one person with the evidence, each merged in one step. */
export function AdminPersonDuplicatesPage() {
  const report = useAdminPersonDuplicates();
  const merge = useMergePeople();
  const toast = useAdminToast();
  const [merging, setMerging] = useState<PersonDuplicatePair | null>(null);

  const confirmMerge = async ({ people: [kept, gone] }: PersonDuplicatePair) => {
    try {
      await merge.mutateAsync({ keptId: kept.id, duplicateId: gone.id });
      toast(text.merged);
      setMerging(null);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    }
  };

  const columns: AdminColumn<PersonDuplicatePair>[] = [
    { key: 'kept', label: text.columns.kept, render: (pair) => <PersonCell person={pair.people[0]} /> },
    { key: 'merged', label: text.columns.merged, render: (pair) => <PersonCell person={pair.people[1]} /> },
    {
      key: 'evidence',
      label: text.columns.evidence,
      render: ({ evidence }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          {evidence.sameName && <Chip size="small" label={text.sameName} />}
          {evidence.sameNameInBothScripts && <Chip size="small" label={text.bothScripts} />}
          {evidence.sameImdbId && <Chip size="small" label={text.sameImdb} />}
          {evidence.sharedTitles.length > 0 && (
            <Typography variant="body2">
              {text.sharedTitles(formatNumber(evidence.sharedTitles.length))}:{' '}
              {evidence.sharedTitles
                .slice(0, 3)
                .map((title) => title.titleFa ?? title.titleEn)
                .join('، ')}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'actions',
      label: text.columns.actions,
      render: (pair) => (
        <Button
          size="small"
          color="secondary"
          startIcon={<MergeTypeRounded />}
          onClick={() => setMerging(pair)}
        >
          {text.merge}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      {report.isError && !report.data ? (
        <AdminLoadError error={report.error} retry={() => report.refetch()} title={text.loadError} />
      ) : !report.data ? (
        <AdminLoading />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {adminMessages.common.count(formatNumber(report.data.length))}
          </Typography>
          <AdminTable
            caption={text.caption}
            columns={columns}
            rows={report.data}
            rowKey={(pair) => `${pair.people[0].id}:${pair.people[1].id}`}
            empty={text.empty}
          />
        </>
      )}
      {merging && (
        <ConfirmDialog
          open
          destructive
          title={text.confirmTitle(nameOf(merging.people[1]))}
          body={text.confirmBody(nameOf(merging.people[1]), nameOf(merging.people[0]))}
          confirmLabel={text.merge}
          pending={merge.isPending}
          onConfirm={() => confirmMerge(merging)}
          onClose={() => setMerging(null)}
        />
      )}
    </>
  );
}
