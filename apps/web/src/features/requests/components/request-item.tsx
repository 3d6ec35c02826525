import Box from '@mui/material/Box';
import type { ContentRequest } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatJalaliDate, formatNumber, formatYear } from '../../../lib/persian.ts';
import { requestsMessages as text } from '../messages.ts';
import { RequestStatusChip } from './request-status-chip.tsx';

/** One request: its title, status, the team's reply and, once added, the link to the title. */
export function RequestItem({ request }: { request: ContentRequest }) {
  const facts = [
    text.types[request.type],
    request.year ? formatYear(request.year) : null,
    request.requesters > 1 ? text.requesters(formatNumber(request.requesters)) : null,
    text.filedOn(formatJalaliDate(request.createdAt)),
  ].filter(Boolean);
  return (
    <Box
      component="li"
      data-request={request.id}
      sx={{
        display: 'grid',
        gap: 1,
        p: 2,
        borderRadius: 2,
        bgcolor: '#141418',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Box
          component="h3"
          sx={{ m: 0, fontSize: '1rem', fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {request.title}
        </Box>
        <RequestStatusChip status={request.status} />
      </Box>
      <Box sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{facts.join(' · ')}</Box>
      {request.note && (
        <Box sx={{ fontSize: '0.9rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
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
      {request.titlePath && (
        <Box
          component={Link}
          to={request.titlePath}
          sx={{
            justifySelf: 'start',
            color: 'secondary.light',
            fontWeight: 700,
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {text.watch}
        </Box>
      )}
    </Box>
  );
}
