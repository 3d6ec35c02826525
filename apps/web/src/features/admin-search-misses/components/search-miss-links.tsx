import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { searchMissLinks } from '../lib/search-miss-links.ts';
import { adminSearchMissesMessages as text } from '../messages.ts';

/** A miss's follow-ups: the site's results for it (a new tab), the request queue, the catalogue. */
export function SearchMissLinks({ missText }: { missText: string }) {
  const links = searchMissLinks(missText);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button
        component="a"
        href={links.site}
        target="_blank"
        rel="noopener"
        size="small"
        color="secondary"
        endIcon={<OpenInNewRounded fontSize="small" />}
        aria-label={text.searchSiteFor(missText)}
      >
        {text.searchSite}
      </Button>
      <Button
        component={Link}
        to={links.requests}
        size="small"
        color="inherit"
        aria-label={text.requestsFor(missText)}
      >
        {text.requests}
      </Button>
      <Button
        component={Link}
        to={links.catalogue}
        size="small"
        color="inherit"
        aria-label={text.catalogueFor(missText)}
      >
        {text.catalogue}
      </Button>
    </Box>
  );
}
