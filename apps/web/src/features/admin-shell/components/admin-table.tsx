import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { adminMessages as text } from '../messages.ts';

export interface AdminColumn<Row> {
  /** Unique within the table. */
  key: string;
  label: string;
  render(row: Row): ReactNode;
  /** Keep the cell on one line (dates, counts, buttons). */
  nowrap?: boolean;
}

interface AdminTableProps<Row> {
  /** Read by screen readers: what the table lists. */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  empty?: string;
}

/**
 * A console list as a table. On a narrow screen the table scrolls sideways inside its own box, so
 * the page itself never does.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = text.common.empty,
}: AdminTableProps<Row>) {
  if (rows.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{empty}</Typography>;
  }
  return (
    <TableContainer
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Table size="small">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.secondary' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
