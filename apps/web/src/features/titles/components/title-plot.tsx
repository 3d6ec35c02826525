import Typography from '@mui/material/Typography';
import type { TitleDetail } from '@pardeh/contract';
import { titleMessages } from '../messages.ts';
import { Section } from './section.tsx';

type TextSx = Record<string, string | number>;

/** Persian text, or the English one marked as English (so it reads left to right) without it. */
function PersianFirst({ fa, en, sx }: { fa: string | null; en: string | null; sx: TextSx }) {
  if (fa) return <Typography sx={sx}>{fa}</Typography>;
  if (!en) return null;
  return (
    <Typography lang="en" dir="ltr" sx={{ ...sx, textAlign: 'left' }}>
      {en}
    </Typography>
  );
}

/** The tagline and the plot, each Persian first; an English plot says so in words too. */
export function TitlePlot({ title }: { title: TitleDetail }) {
  const sx = { lineHeight: 2, maxWidth: 820, color: 'text.primary' };
  return (
    <Section id="title-plot" heading={titleMessages.plot}>
      <PersianFirst
        fa={title.taglineFa}
        en={title.taglineEn}
        sx={{ ...sx, color: 'text.secondary', mb: 1 }}
      />
      {!title.plotFa && title.plotEn && (
        <Typography
          component="p"
          variant="caption"
          data-english-note
          sx={{ color: 'text.secondary', mb: 0.5 }}
        >
          {titleMessages.plotInEnglish}
        </Typography>
      )}
      {title.plotFa || title.plotEn ? (
        <PersianFirst fa={title.plotFa} en={title.plotEn} sx={sx} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{titleMessages.noPlot}</Typography>
      )}
    </Section>
  );
}
