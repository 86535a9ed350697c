/** The live map's keys: which press does what, and where stepping through the vehicles lands. */
import { describe, expect, it } from 'vitest';
import { mapKeyAction, mapPanOffset, steppedVehicle } from '@/islands/live/map-keys';

const press = (key: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('mapKeyAction', () => {
  it('maps arrows, Home, End, Enter, Space and Escape', () => {
    expect(
      ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End', 'Enter', ' ', 'Escape'].map((key) => mapKeyAction(press(key))),
    ).toEqual(['next', 'next', 'previous', 'previous', 'first', 'last', 'open', 'open', 'clear']);
  });

  it('leaves zoom keys and modified presses to the map and the browser', () => {
    expect(mapKeyAction(press('+'))).toBeNull();
    expect(mapKeyAction(press('-'))).toBeNull();
    expect(mapKeyAction(press('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(mapKeyAction(press('Tab'))).toBeNull();
    expect(mapKeyAction(press('Enter', { ctrlKey: true }))).toBeNull();
  });
});

describe('mapPanOffset', () => {
  it('pans with Shift and an arrow only', () => {
    expect(mapPanOffset(press('ArrowLeft', { shiftKey: true }))).toEqual([-120, 0]);
    expect(mapPanOffset(press('ArrowDown', { shiftKey: true }))).toEqual([0, 120]);
    expect(mapPanOffset(press('ArrowLeft'))).toBeNull();
    expect(mapPanOffset(press('Home', { shiftKey: true }))).toBeNull();
  });
});

describe('steppedVehicle', () => {
  const ids = ['a', 'b', 'c'];

  it('starts at the first (next) or the last (previous) with nothing selected', () => {
    expect(steppedVehicle(ids, null, 'next')).toBe('a');
    expect(steppedVehicle(ids, null, 'previous')).toBe('c');
  });

  it('steps and wraps round', () => {
    expect(steppedVehicle(ids, 'a', 'next')).toBe('b');
    expect(steppedVehicle(ids, 'c', 'next')).toBe('a');
    expect(steppedVehicle(ids, 'a', 'previous')).toBe('c');
    expect(steppedVehicle(ids, 'b', 'first')).toBe('a');
    expect(steppedVehicle(ids, 'a', 'last')).toBe('c');
  });

  it('treats a selection that is not on the map as none, and an empty map as no change', () => {
    expect(steppedVehicle(ids, 'gone', 'next')).toBe('a');
    expect(steppedVehicle([], 'b', 'next')).toBe('b');
    expect(steppedVehicle(ids, 'b', 'open')).toBe('b');
  });
});
