/** Rows PageUp and PageDown move the focus by. */
export const PAGE_ROWS = 10;

interface Cell {
  row: number;
  col: number;
}

/**
 * Where a navigation key moves the focus cell of a grid whose last cell is `last` (the ARIA grid
 * pattern): arrows one step, Home/End to the row's ends (with Ctrl the grid's), PageUp/PageDown ten
 * rows; undefined for any other key.
 */
export function keyMove(key: string, ctrl: boolean, at: Cell, last: Cell): Cell | undefined {
  switch (key) {
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: Math.min(last.col, at.col + 1) };
    case 'ArrowUp':
      return { row: Math.max(0, at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: Math.min(last.row, at.row + 1), col: at.col };
    case 'Home':
      return { row: ctrl ? 0 : at.row, col: 0 };
    case 'End':
      return { row: ctrl ? last.row : at.row, col: last.col };
    case 'PageUp':
      return { row: Math.max(0, at.row - PAGE_ROWS), col: at.col };
    case 'PageDown':
      return { row: Math.min(last.row, at.row + PAGE_ROWS), col: at.col };
    default:
      return undefined;
  }
}
