import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';

/**
 * A gift code as the buyer reads it aloud or copies it: groups of four, left to right in a
 * monospace face, with a copy button that says whether it worked.
 */
export function GiftCode({ code, expiresAt }: { code: string; expiresAt?: string | null }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Box
          component="code"
          dir="ltr"
          aria-label={text.giftCode.label}
          data-gift-code={code}
          sx={{
            display: 'inline-flex',
            flexWrap: 'wrap',
            gap: { xs: 0.5, sm: 0.75 },
            fontFamily: 'ui-monospace, "Cascadia Mono", Consolas, monospace',
            fontSize: { xs: '0.95rem', sm: '1.25rem' },
            fontWeight: 700,
            letterSpacing: { xs: '0.04em', sm: '0.08em' },
          }}
        >
          {code.split('-').map((group, index) => (
            <Box
              component="span"
              // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one code never move
              key={index}
              sx={{
                px: { xs: 0.75, sm: 1 },
                py: 0.5,
                borderRadius: 1.5,
                bgcolor: 'rgba(245,197,24,0.1)',
                color: '#ffd76a',
              }}
            >
              {group}
            </Box>
          ))}
        </Box>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<ContentCopyRoundedIcon />}
          onClick={() => void copy()}
          sx={{ borderRadius: 2, borderColor: 'rgba(255,255,255,0.3)' }}
        >
          {text.giftCode.copy}
        </Button>
      </Box>
      <Box
        role="status"
        sx={{ fontSize: '0.85rem', color: copied === 'no' ? 'error.light' : 'text.secondary' }}
      >
        {copied === 'yes' ? text.giftCode.copied : copied === 'no' ? text.giftCode.copyFailed : null}
        {!copied && expiresAt ? text.giftCode.validUntil(formatJalaliDate(expiresAt)) : null}
      </Box>
    </Box>
  );
}
