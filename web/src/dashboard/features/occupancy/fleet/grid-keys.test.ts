import { describe, expect, it } from 'vitest';
import { keyMove } from './grid-keys';

const last = { row: 29, col: 59 };

describe('keyMove', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(keyMove('ArrowRight', false, { row: 3, col: 4 }, last)).toEqual({ row: 3, col: 5 });
    expect(keyMove('ArrowLeft', false, { row: 3, col: 0 }, last)).toEqual({ row: 3, col: 0 });
    expect(keyMove('ArrowDown', false, { row: 29, col: 4 }, last)).toEqual({ row: 29, col: 4 });
    expect(keyMove('ArrowUp', false, { row: 3, col: 4 }, last)).toEqual({ row: 2, col: 4 });
  });

  it("jumps to the row's ends with Home and End, and to the grid's with Ctrl", () => {
    expect(keyMove('Home', false, { row: 3, col: 4 }, last)).toEqual({ row: 3, col: 0 });
    expect(keyMove('End', false, { row: 3, col: 4 }, last)).toEqual({ row: 3, col: 59 });
    expect(keyMove('Home', true, { row: 3, col: 4 }, last)).toEqual({ row: 0, col: 0 });
    expect(keyMove('End', true, { row: 3, col: 4 }, last)).toEqual({ row: 29, col: 59 });
  });

  it('pages ten rows, within the grid', () => {
    expect(keyMove('PageDown', false, { row: 3, col: 4 }, last)).toEqual({ row: 13, col: 4 });
    expect(keyMove('PageDown', false, { row: 25, col: 4 }, last)).toEqual({ row: 29, col: 4 });
    expect(keyMove('PageUp', false, { row: 5, col: 4 }, last)).toEqual({ row: 0, col: 4 });
  });

  it('leaves other keys alone', () => {
    expect(keyMove('a', false, { row: 3, col: 4 }, last)).toBeUndefined();
    expect(keyMove('Enter', false, { row: 3, col: 4 }, last)).toBeUndefined();
  });
});
