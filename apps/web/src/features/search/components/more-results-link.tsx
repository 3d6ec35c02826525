import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { messages } from '../../../messages/index.ts';
import { OptionLink, type OptionLinkProps } from './option-link.tsx';

/** «مشاهده نتایج بیشتر»: the last option when there are more than six titles (desktop). */
export function MoreResultsLink(props: Omit<OptionLinkProps, 'children'>) {
  return (
    <OptionLink data-search-more {...props}>
      <span style={{ flex: 1, textAlign: 'center', color: '#1fbf9a', fontWeight: 700 }}>
        {messages.search.more}
      </span>
      <ArrowBackIcon fontSize="small" sx={{ color: 'secondary.main' }} />
    </OptionLink>
  );
}
