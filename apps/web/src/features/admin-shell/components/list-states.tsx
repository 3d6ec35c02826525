import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** Placeholders in the shape of the cards while the first page loads. */
export function ListSkeleton({ height = 120 }: { height?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" sx={{ height, borderRadius: 2 }} />
      ))}
    </Box>
  );
}

export function ListEmpty({ children }: { children: string }) {
  return <Typography sx={{ color: 'text.secondary', py: 2 }}>{children}</Typography>;
}
