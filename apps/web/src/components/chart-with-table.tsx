import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartWithTableProps {
  /** What the chart shows, with its total: the accessible name of the chart and of its table. */
  label: string;
  /** The table's column headings: what a bar stands for (a day) and its value. */
  columns: readonly [string, string];
  /** One row a bar: its category and its value, as people read them. */
  rows: ReadonlyArray<readonly [string, string]>;
  /** The chart itself (MUI X, with its keyboard navigation switched off: the table is the keyboard's way in). */
  children: ReactNode;
  'data-testid'?: string;
}

/** The rows the table's 320 px show without scrolling (a small row is 33 px, with the heading's). */
const ROWS_IN_VIEW = 8;

/**
 * A chart as one named image, with its figures as a table behind a button under it (decision 046):
 * the keyboard reaches the button, a screen reader reads the chart's name and then the table, and
 * nobody has to step through bars.
 */
export function ChartWithTable({ label, columns, rows, children, 'data-testid': testId }: ChartWithTableProps) {
  const { t } = useTranslation();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const scrolls = open && rows.length > ROWS_IN_VIEW;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box role="img" aria-label={label} data-testid={testId}>
        {children}
      </Box>
      <Button
        size="small"
        startIcon={<TableChartOutlinedIcon />}
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen(!open)}
        data-testid={testId && `${testId}-table-toggle`}
      >
        {open ? t('shell.chart.hideTable') : t('shell.chart.showTable')}
      </Button>
      <Box
        id={tableId}
        hidden={!open}
        // A long table scrolls in place; the keyboard can scroll it too.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        sx={{ maxHeight: 320, overflowY: 'auto', mt: 1, borderRadius: 1 }}
        data-testid={testId && `${testId}-table`}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{columns[0]}</TableCell>
              <TableCell component="th" scope="col" align="right">{columns[1]}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([category, value]) => (
              <TableRow key={category}>
                <TableCell component="th" scope="row">{category}</TableCell>
                <TableCell align="right">{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
