import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AdminPersonRow, adminPeopleQuerySchema } from '@pardeh/contract';
import { Link } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { PersonPhoto } from '../../../components/person-photo.tsx';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
  adminMessages,
  formatJalaliDateTime,
  useListFilters,
} from '../../admin-shell/index.ts';
import { useAdminPeople } from '../api/list-people.ts';
import { ListSearch } from '../components/list-search.tsx';
import { adminCatalogueMessages } from '../messages.ts';

const text = adminCatalogueMessages.people;

const columns: AdminColumn<AdminPersonRow>[] = [
  {
    key: 'photo',
    label: text.columns.photo,
    render: (person) => (
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
        }}
      >
        <PersonPhoto src={person.image} alt="" sizes="40px" width={40} height={40} iconSize={24} lazy />
      </Box>
    ),
  },
  {
    key: 'name',
    label: text.columns.name,
    render: (person) => (
      <Box sx={{ minWidth: 160 }}>
        <Typography
          component={Link}
          to={`/admin/people/${person.id}`}
          sx={{ fontWeight: 700, '&:hover': { color: 'secondary.light' } }}
        >
          {person.fullnameFa ?? person.fullnameEn}
        </Typography>
        {person.fullnameFa && (
          <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'end' }}>
            {person.fullnameEn}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    key: 'imdb',
    label: text.columns.imdb,
    render: (person) => <span dir="ltr">{person.imdbId ?? adminMessages.common.none}</span>,
  },
  {
    key: 'updated',
    label: text.columns.updated,
    nowrap: true,
    render: (person) => formatJalaliDateTime(person.updatedAt),
  },
  {
    key: 'actions',
    label: text.columns.actions,
    render: (person) => (
      <Button
        component={Link}
        to={`/admin/people/${person.id}`}
        size="small"
        color="secondary"
        startIcon={<EditRounded />}
      >
        {adminMessages.common.edit}
      </Button>
    ),
  },
];

/** `/admin/people`: actors and directors searched by name, id or IMDb id, each a link to its editor. */
export function AdminPeoplePage() {
  const [filters, setFilters] = useListFilters(adminPeopleQuerySchema);
  const people = useAdminPeople({ q: filters.q, page: filters.page });
  return (
    <>
      <AdminPageHeader
        title={text.title}
        intro={text.intro}
        actions={
          <Button component={Link} to="/admin/people/duplicates" color="secondary" variant="outlined">
            {text.duplicatesLink}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', mb: 2.5 }}>
        <ListSearch label={text.searchLabel} value={filters.q ?? ''} onSearch={(q) => setFilters({ q })} />
      </Box>
      {people.isError && !people.data ? (
        <AdminLoadError error={people.error} retry={() => people.refetch()} title={text.loadError} />
      ) : !people.data ? (
        <AdminLoading />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {adminMessages.common.count(formatNumber(people.data.meta.total))}
          </Typography>
          <AdminTable
            caption={text.caption}
            columns={columns}
            rows={people.data.data}
            rowKey={(person) => person.id}
            empty={text.empty}
          />
          <ListPageNumbers
            lastPage={people.data.meta.lastPage}
            page={people.data.meta.page}
            onChange={(page) => setFilters({ page })}
          />
        </>
      )}
    </>
  );
}
