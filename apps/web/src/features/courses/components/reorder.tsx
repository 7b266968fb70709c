import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the dragged row would land: before or after the row under the pointer. */
type DropMark = { index: number; after: boolean } | null;

/**
 * Reordering a list by dragging its rows' handles (native HTML5 drag and drop) and, for keyboards and
 * touch screens, by the up/down buttons of each row. `onMove(from, to)` gets indexes in the list as it
 * is; the caller moves the item.
 */
export function useDragReorder(count: number, onMove: (from: number, to: number) => void, disabled = false) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [mark, setMark] = useState<DropMark>(null);
  const reset = () => {
    setDragging(null);
    setMark(null);
  };
  const targetIndex = (from: number, drop: NonNullable<DropMark>) => {
    const to = drop.after ? drop.index + 1 : drop.index;
    return to > from ? to - 1 : to;
  };
  return {
    dragging,
    /** Props of the row: a drop target, marked while dragged or dropped on. */
    rowProps: (index: number) => ({
      'data-reorder-row': index,
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (dragging === null || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const box = event.currentTarget.getBoundingClientRect();
        const after = event.clientY > box.top + box.height / 2;
        if (mark?.index !== index || mark.after !== after) setMark({ index, after });
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (dragging !== null && mark) {
          const to = targetIndex(dragging, mark);
          if (to !== dragging) onMove(dragging, to);
        }
        reset();
      },
      sx: {
        opacity: dragging === index ? 0.45 : 1,
        boxShadow: (theme: { palette: { primary: { main: string } } }) =>
          mark?.index === index ? `inset 0 ${mark.after ? -3 : 3}px 0 ${theme.palette.primary.main}` : 'none',
      },
    }),
    /** Props of the row's drag handle (the row itself stays free for its fields). */
    handleProps: (index: number) => ({
      draggable: !disabled,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        setDragging(index);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        const row = event.currentTarget.closest<HTMLElement>('[data-reorder-row]');
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
      },
      onDragEnd: reset,
    }),
    moveUp: (index: number) => index > 0 && onMove(index, index - 1),
    moveDown: (index: number) => index < count - 1 && onMove(index, index + 1),
  };
}

export type DragReorder = ReturnType<typeof useDragReorder>;

/**
 * The handle to drag a row by, for a pointer only: hidden from assistive technology, since a
 * keyboard cannot use it and announcing it as a control would promise what it cannot do. The row's
 * up/down buttons (`MoveButtons`) are the keyboard's and screen reader's way to reorder.
 */
export function DragHandle({ reorder, index }: { reorder: DragReorder; index: number }) {
  const { t } = useTranslation();
  return (
    <Box
      {...reorder.handleProps(index)}
      data-testid="drag-handle"
      title={t('courses.reorder.drag')}
      aria-hidden
      sx={{ display: 'flex', alignItems: 'center', cursor: 'grab', color: 'text.secondary', px: 0.25, '&:active': { cursor: 'grabbing' } }}
    >
      <DragIndicatorIcon fontSize="small" />
    </Box>
  );
}

/**
 * Up and down buttons of a row; the first cannot go up, the last cannot go down. After a move the
 * focus follows the item to its new place (on the same button, or the other one at an end), so a
 * keyboard user can press again.
 */
export function MoveButtons({ reorder, index, count, label, itemKey }: { reorder: DragReorder; index: number; count: number; label: string; itemKey: string | number }) {
  const { t } = useTranslation();
  const press = (direction: 'up' | 'down') => {
    if (direction === 'up') reorder.moveUp(index);
    else reorder.moveDown(index);
    // Once the list has rendered the new order.
    setTimeout(() => {
      const button = (dir: string) => document.querySelector<HTMLButtonElement>(`[data-move-key="${String(itemKey)}"][data-move-dir="${dir}"]`);
      const same = button(direction);
      const target = same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up');
      target?.focus();
    }, 50);
  };
  return (
    <Box sx={{ display: 'flex' }}>
      <IconButton
        size="small"
        aria-label={t('courses.reorder.up', { name: label })}
        disabled={index === 0}
        data-move-key={itemKey}
        data-move-dir="up"
        onClick={() => press('up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('courses.reorder.down', { name: label })}
        disabled={index === count - 1}
        data-move-key={itemKey}
        data-move-dir="down"
        onClick={() => press('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
