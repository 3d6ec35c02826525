import Box from '@mui/material/Box';
import type { AdminSupportThread } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYear } from '../../../lib/persian.ts';
import { adminMessages, formatJalaliDateTime } from '../../admin-shell/index.ts';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;
const common = adminMessages.common;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** Who wrote, when, what they asked for, and their words. */
export function SupportMessageDetails({ message }: { message: AdminSupportThread }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.75,
          fontSize: '0.9rem',
        }}
      >
        <Fact label={text.from}>
          {message.name}{' '}
          {message.userId !== null && (
            <Box
              component={Link}
              to={`/admin/users/${message.userId}`}
              sx={{ color: 'secondary.light', textDecoration: 'underline' }}
            >
              ({text.openUser})
            </Box>
          )}
        </Fact>
        <Fact label={common.email}>
          <Box
            component="a"
            href={`mailto:${message.email}`}
            dir="ltr"
            sx={{ color: 'secondary.light', textDecoration: 'underline' }}
          >
            {message.email}
          </Box>
        </Fact>
        <Fact label={text.kind}>{text.kinds[message.kind]}</Fact>
        <Fact label={text.sentOn}>{formatJalaliDateTime(message.createdAt)}</Fact>
        {message.kind === 'content-request' && (
          <>
            <Fact label={text.requestedTitle}>
              {message.requestedTitle}
              {message.requestedType && ` (${common.types[message.requestedType]})`}
            </Fact>
            {message.requestedYear !== null && (
              <Fact label={text.requestedYear}>{formatYear(message.requestedYear)}</Fact>
            )}
            {message.requestedImdbUrl && (
              <Fact label={text.requestedImdb}>
                <Box
                  component="a"
                  href={message.requestedImdbUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  dir="ltr"
                  sx={{ color: 'secondary.light', textDecoration: 'underline' }}
                >
                  {message.requestedImdbUrl}
                </Box>
              </Fact>
            )}
          </>
        )}
      </Box>
      {message.body && (
        <Box
          data-testid="support-message-body"
          sx={{
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            lineHeight: 1.9,
          }}
        >
          {message.body}
        </Box>
      )}
    </Box>
  );
}
