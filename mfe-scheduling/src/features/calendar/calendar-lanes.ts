/** Something that takes a stretch of a groomer's day on the calendar: an appointment or a block. */
export interface LaneItem {
  id: string;
  /** Minutes since midnight, [start, end). */
  start: number;
  end: number;
}

/** Where an item sits across its column: lane `lane` (from 0) of `lanes` equal lanes. */
export interface LanePlace {
  lane: number;
  lanes: number;
}

/**
 * Lays overlapping items side by side. Items that overlap, directly or through others, form a
 * cluster that splits the column's width into as many lanes as it needs at its busiest; each
 * item takes the first lane free at its start and keeps it for its whole length. An item that
 * overlaps nothing has the whole width (one lane). An item of no length counts as one minute.
 */
export function laneLayout(items: readonly LaneItem[]): Map<string, LanePlace> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const places = new Map<string, LanePlace>();
  let cluster: { id: string; lane: number }[] = [];
  /** The end of the last item of each lane of the current cluster. */
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;

  const closeCluster = () => {
    for (const { id, lane } of cluster) places.set(id, { lane, lanes: laneEnds.length });
    cluster = [];
    laneEnds = [];
    clusterEnd = -Infinity;
  };

  for (const item of sorted) {
    const end = Math.max(item.end, item.start + 1);
    if (item.start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    cluster.push({ id: item.id, lane });
    clusterEnd = Math.max(clusterEnd, end);
  }
  closeCluster();
  return places;
}

/** The clusters of overlapping items, in time order, each as its lanes of items (in time order): the week's cells list them so. */
export function laneGroups<T extends LaneItem>(items: readonly T[]): T[][][] {
  const places = laneLayout(items);
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const groups: T[][][] = [];
  let clusterEnd = -Infinity;
  for (const item of sorted) {
    const place = places.get(item.id) ?? { lane: 0, lanes: 1 };
    const end = Math.max(item.end, item.start + 1);
    if (item.start >= clusterEnd) {
      groups.push(Array.from({ length: place.lanes }, () => []));
      clusterEnd = end;
    } else {
      clusterEnd = Math.max(clusterEnd, end);
    }
    (groups[groups.length - 1]?.[place.lane] as T[]).push(item);
  }
  return groups;
}

/** The left and right insets of an item in lane `lane` of `lanes`, as CSS lengths, a small gap kept on each side. */
export function laneInsets({ lane, lanes }: LanePlace): { left: string; right: string } {
  const share = 100 / lanes;
  return { left: `calc(${lane * share}% + 3px)`, right: `calc(${(lanes - lane - 1) * share}% + 3px)` };
}
