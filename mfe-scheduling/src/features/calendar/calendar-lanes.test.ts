import { describe, expect, it } from 'vitest';
import { laneGroups, laneInsets, laneLayout, type LaneItem } from './calendar-lanes';

const item = (id: string, start: number, end: number): LaneItem => ({ id, start, end });
const places = (items: LaneItem[]) => Object.fromEntries([...laneLayout(items)].map(([id, { lane, lanes }]) => [id, `${lane}/${lanes}`]));

describe('calendar lanes', () => {
  it('gives an item that overlaps nothing the whole width', () => {
    expect(places([item('a', 600, 660), item('b', 660, 720)])).toEqual({ a: '0/1', b: '0/1' });
  });

  it('splits a cluster of two overlapping items in two lanes, by start', () => {
    expect(places([item('late', 630, 700), item('early', 600, 690)])).toEqual({ early: '0/2', late: '1/2' });
  });

  it('keeps an item in its lane for its whole length and reuses a lane freed before the next start', () => {
    // a: 10:00-12:00 keeps lane 0; b and c follow each other in lane 1; the cluster needs two lanes.
    expect(places([item('a', 600, 720), item('b', 600, 660), item('c', 660, 720)])).toEqual({ a: '0/2', b: '1/2', c: '1/2' });
  });

  it('gives a cluster as many lanes as it needs at its busiest, for each of its items, and starts over after it', () => {
    const layout = places([item('a', 600, 700), item('b', 610, 640), item('c', 620, 650), item('d', 645, 690), item('e', 700, 760)]);
    expect(layout).toEqual({ a: '0/3', b: '1/3', c: '2/3', d: '1/3', e: '0/1' });
  });

  it('lists the week cell: clusters in time order, each as its lanes', () => {
    const a = item('a', 600, 720);
    const b = item('b', 600, 660);
    const c = item('c', 660, 720);
    const d = item('d', 800, 830);
    expect(laneGroups([d, c, b, a]).map((group) => group.map((lane) => lane.map(({ id }) => id)))).toEqual([[['a'], ['b', 'c']], [['d']]]);
  });

  it('insets a lane by its share of the width', () => {
    expect(laneInsets({ lane: 0, lanes: 1 })).toEqual({ left: 'calc(0% + 3px)', right: 'calc(0% + 3px)' });
    expect(laneInsets({ lane: 1, lanes: 2 })).toEqual({ left: 'calc(50% + 3px)', right: 'calc(0% + 3px)' });
  });
});
