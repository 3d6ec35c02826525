import Typography from '@mui/material/Typography';
import type { TitleDetail } from '@pardeh/contract';
import { titleMessages } from '../../../messages/title.ts';
import { Section } from './section.tsx';

/** The Persian plot, or the English one marked as English (so it reads left to right) without it. */
export function TitlePlot({ title }: { title: TitleDetail }) {
  const sx = { lineHeight: 2, maxWidth: 820, color: 'text.primary' } as const;
  return (
    <Section id="title-plot" heading={titleMessages.plot}>
      {title.plotFa ? (
        <Typography sx={sx}>{title.plotFa}</Typography>
      ) : title.plotEn ? (
        <Typography lang="en" dir="ltr" sx={{ ...sx, textAlign: 'left' }}>
          {title.plotEn}
        </Typography>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{titleMessages.noPlot}</Typography>
      )}
    </Section>
  );
}
