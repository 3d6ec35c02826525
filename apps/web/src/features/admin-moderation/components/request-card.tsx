import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { AdminContentRequest, ContentRequestStatus } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatJalaliDate, formatNumber, formatYear } from '../../../lib/persian.ts';
import { adminMessages } from '../../admin-shell/index.ts';
import type { RequestAnswer } from '../api/answer-request.ts';
import { adminModerationMessages } from '../messages.ts';

const text = adminModerationMessages.requests;
const common = adminMessages.common;

const statusColors = {
  pending: 'warning',
  accepted: 'info',
  added: 'success',
  rejected: 'default',
} as const satisfies Record<ContentRequestStatus, string>;

/** A request still waiting for its final answer can be rejected or marked added. */
const isOpen = (status: ContentRequestStatus) => status === 'pending' || status === 'accepted';

interface RequestCardProps {
  request: AdminContentRequest;
  onAnswer(action: RequestAnswer['action']): void;
}

/** One request in the queue: what was asked, by how many, the note, and the answers left to give. */
export function RequestCard({ request, onAnswer }: RequestCardProps) {
  const facts = [
    common.types[request.type],
    request.year ? formatYear(request.year) : null,
    common.createdOn(formatJalaliDate(request.createdAt)),
  ].filter(Boolean);
  const headingId = `request-${request.id}-title`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-request={request.id}
      sx={{
        display: 'grid',
        gap: 1,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="h2"
          id={headingId}
          sx={{
            m: 0,
            fontSize: '1rem',
            fontWeight: 700,
            minWidth: 0,
            overflowWrap: 'anywhere',
            flex: '1 1 12rem',
          }}
        >
          {request.title}
        </Box>
        <Chip
          size="small"
          label={text.requesters(formatNumber(request.requesters))}
          data-requesters={request.requesters}
          sx={{ fontWeight: 600 }}
        />
        <Chip
          size="small"
          variant="outlined"
          color={statusColors[request.status]}
          label={text.statuses[request.status]}
          data-status={request.status}
          sx={{ fontWeight: 600 }}
        />
      </Box>
      <Box sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
        {facts.join(' · ')}
        {request.imdbId && (
          <>
            {' · '}
            <Box
              component="a"
              href={`https://www.imdb.com/title/${request.imdbId}/`}
              target="_blank"
              rel="noreferrer noopener"
              dir="ltr"
              sx={{ color: 'secondary.light', textDecoration: 'underline' }}
            >
              {text.imdb} {request.imdbId}
            </Box>
          </>
        )}
      </Box>
      <Box sx={{ fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {text.firstRequester}:{' '}
        {request.firstRequester ? (
          <Box
            component={Link}
            to={`/admin/users/${request.firstRequester.id}`}
            sx={{ color: 'text.primary', textDecoration: 'underline' }}
          >
            {request.firstRequester.name}
          </Box>
        ) : (
          common.unknownUser
        )}
      </Box>
      {request.note && (
        <Box sx={{ fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {text.note}
          </Box>{' '}
          {request.note}
        </Box>
      )}
      {request.reply && (
        <Box sx={{ fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'secondary.light', fontWeight: 600 }}>
            {text.reply}
          </Box>{' '}
          {request.reply}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {request.status === 'pending' && (
          <Button size="small" variant="contained" color="secondary" onClick={() => onAnswer('accept')}>
            {text.accept}
          </Button>
        )}
        {isOpen(request.status) && (
          <>
            <Button size="small" variant="outlined" color="success" onClick={() => onAnswer('added')}>
              {text.markAdded}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => onAnswer('reject')}>
              {text.reject}
            </Button>
          </>
        )}
        {request.titlePath && (
          <Button size="small" component={Link} to={request.titlePath}>
            {text.openTitle}
          </Button>
        )}
      </Box>
    </Box>
  );
}
